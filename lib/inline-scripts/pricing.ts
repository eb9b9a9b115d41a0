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

  // On the window, capturing: a React root that is still hydrating stops a press on its way down
  // to the form. defaultPrevented: React, if it handles the press once hydrated, must not step again.
  const inForm = (event: Event) => form.contains(event.target as Node);
  window.addEventListener(
    "click",
    (event) => {
      const stepper = (event.target as Element).closest?.(`[${STEP_ATTRIBUTE}]`);
      if (!stepper || !inForm(event) || live()) return;
      event.preventDefault();
      stepFrom(form, stepper);
      stale();
    },
    true,
  );
  window.addEventListener("input", (event) => inForm(event) && !live() && stale(), true);
}
