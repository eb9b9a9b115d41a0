/**
 * The pricing calculator's form as the DOM holds it: what the visitor typed and toggled lives
 * in its fields, before React arrives and after (the fields are uncontrolled), so the inline
 * script that runs before the first paint (lib/inline-scripts/pricing.ts) and the component
 * (components/pricing/pricing-calculator.tsx) read and write it the same way.
 */
import {
  configurationQuery,
  readQuery,
  step,
  type CalculatorState,
  type Field,
} from "./calculator-state.ts";
import { optionIds, type OptionId } from "./model.ts";

export const CALCULATOR_FORM_ID = "pricing-calculator";
/** The steppers' attributes: `data-step="1"` (or `-1`) and `data-field="months"`. */
export const STEP_ATTRIBUTE = "data-step";
/** Marks the calculator's "Request a quote" link, which carries the configuration. */
export const QUOTE_LINK_ATTRIBUTE = "data-quote-link";

function countField(form: HTMLFormElement, field: Field): HTMLInputElement {
  return form.elements.namedItem(field) as HTMLInputElement;
}

function optionBoxes(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[name="options"]'));
}

/** The form's state: as it is now, or as it was rendered (its fields' default values). */
function stateOf(form: HTMLFormElement, rendered: boolean): CalculatorState {
  const checked = new Set(
    optionBoxes(form)
      .filter((box) => (rendered ? box.defaultChecked : box.checked))
      .map((box) => box.value),
  );
  const count = (field: Field) => {
    const input = countField(form, field);
    return rendered ? input.defaultValue : input.value;
  };
  return {
    months: count("months"),
    panellists: count("panellists"),
    // Catalogue order, whatever the order of the clicks: one URL per configuration.
    options: optionIds.filter((id): id is OptionId => checked.has(id)),
  };
}

export const readForm = (form: HTMLFormElement): CalculatorState => stateOf(form, false);

/** What the form held when the page was rendered: the headline's study (`headlineState`). */
export const readDefaults = (form: HTMLFormElement): CalculatorState => stateOf(form, true);

export function writeForm(form: HTMLFormElement, state: CalculatorState): void {
  countField(form, "months").value = state.months;
  countField(form, "panellists").value = state.panellists;
  for (const box of optionBoxes(form)) box.checked = state.options.includes(box.value as OptionId);
}

/**
 * A shared configuration (`?months=24&…`) into a form that still shows the defaults: the
 * visitor may already have changed something, which wins. Returns whether it changed the form.
 */
export function applyQuery(form: HTMLFormElement, search: string): boolean {
  const defaults = readDefaults(form);
  const untouched = JSON.stringify(readForm(form)) === JSON.stringify(defaults);
  const params = new URLSearchParams(search);
  const shared = ["months", "panellists", "options"].some((name) => params.has(name));
  if (!untouched || !shared) return false;
  writeForm(form, readQuery(search, defaults));
  return true;
}

/** A stepper's press: its field one step up or down, from what is typed, within the limits. */
export function stepFrom(form: HTMLFormElement, stepper: Element): void {
  const field = stepper.getAttribute("data-field") as Field;
  const input = countField(form, field);
  input.value = step(input.value, field, stepper.getAttribute(STEP_ATTRIBUTE) === "1" ? 1 : -1);
}

/**
 * The quote link's `configuration` set to what the form holds: the inline script calls this
 * before React arrives (React then renders the same href from its state).
 */
export function linkQuote(form: HTMLFormElement): void {
  const link = form.querySelector<HTMLAnchorElement>(`a[${QUOTE_LINK_ATTRIBUTE}]`);
  if (!link) return;
  const url = new URL(link.href);
  url.searchParams.set("configuration", configurationQuery(readForm(form)));
  link.href = `${url.pathname}${url.search}`;
}
