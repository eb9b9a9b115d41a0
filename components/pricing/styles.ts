/** Classes shared by the pricing components, so both switch implementations look the same. */
export const styles = {
  row: "flex items-center justify-between gap-4",
  label: "block text-ink-900",
  description: "text-sm text-ink-600",
  switch:
    "group relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full bg-ink-500 p-0.5 transition-colors aria-checked:bg-brand-600",
};

/** The page's calls to action (request a quote, the test kit). */
export const actionClass =
  "inline-block rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
