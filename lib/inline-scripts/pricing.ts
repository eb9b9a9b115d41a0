// Written right after the pricing calculator: it makes the form answer from the first paint,
// before React arrives (a full page load; after a client-side navigation React renders the
// calculator at once and this script does not run).
import {
  applyQuery,
  CALCULATOR_FORM_ID,
  linkQuote,
  STEP_ATTRIBUTE,
  stepFrom,
} from "../pricing/calculator-form.ts";

const form = document.getElementById(CALCULATOR_FORM_ID) as HTMLFormElement | null;
if (form) {
  /** Until React has taken the form over (its layout effect sets this), the prices are stale. */
  const live = () => form.hasAttribute("data-live");
  // The prices wait for React; the quote link carries the configuration at once.
  const stale = () => {
    form.setAttribute("data-stale", "");
    linkQuote(form);
  };

  // A shared link's configuration shows from the first paint.
  if (applyQuery(form, location.search)) stale();

  // The steppers work at once; React handles them once it runs. A press handled here is marked
  // (defaultPrevented), so React, if it replays it after hydrating, does not step again.
  form.addEventListener("click", (event) => {
    const stepper = (event.target as Element).closest(`[${STEP_ATTRIBUTE}]`);
    if (!stepper || live()) return;
    event.preventDefault();
    stepFrom(form, stepper);
    stale();
  });
  form.addEventListener("input", () => live() || stale());
}
