/** The pricing page's calls to action (request a quote, the trial test kit). */
export const actionClass =
  "inline-block rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
