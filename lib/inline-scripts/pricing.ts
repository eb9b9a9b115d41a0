// Makes the form answer from the first paint, before React arrives (full page loads only).
import {
  applyQuery,
  CALCULATOR_FORM_ID,
  linkQuote,
  STEP_ATTRIBUTE,
  stepFrom,
} from "../pricing/calculator-form.ts";

const form = document.getElementById(CALCULATOR_FORM_ID) as HTMLFormElement | null;
if (form) {
  // React's layout effect sets data-live once it has taken the form over.
  const live = () => form.hasAttribute("data-live");
  const stale = () => {
    form.setAttribute("data-stale", "");
    linkQuote(form);
  };

  if (applyQuery(form, location.search)) stale();

  // defaultPrevented: React, if it replays the press after hydrating, must not step again.
  form.addEventListener("click", (event) => {
    const stepper = (event.target as Element).closest(`[${STEP_ATTRIBUTE}]`);
    if (!stepper || live()) return;
    event.preventDefault();
    stepFrom(form, stepper);
    stale();
  });
  form.addEventListener("input", () => live() || stale());
}
