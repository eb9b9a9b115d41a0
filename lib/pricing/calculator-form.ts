// The fields are uncontrolled: the inline script and the component read and write the same DOM.
import {
  configurationQuery,
  readQuery,
  step,
  type CalculatorState,
  type Field,
} from "./calculator-state.ts";
import { optionIds, type OptionId } from "./model.ts";

export const CALCULATOR_FORM_ID = "pricing-calculator";
export const STEP_ATTRIBUTE = "data-step";
export const QUOTE_LINK_ATTRIBUTE = "data-quote-link";

function countField(form: HTMLFormElement, field: Field): HTMLInputElement {
  return form.elements.namedItem(field) as HTMLInputElement;
}

function optionBoxes(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[name="options"]'));
}

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

export const readDefaults = (form: HTMLFormElement): CalculatorState => stateOf(form, true);

export function writeForm(form: HTMLFormElement, state: CalculatorState): void {
  countField(form, "months").value = state.months;
  countField(form, "panellists").value = state.panellists;
  for (const box of optionBoxes(form)) box.checked = state.options.includes(box.value as OptionId);
}

// Only into an untouched form: what the visitor changed before this ran wins.
export function applyQuery(form: HTMLFormElement, search: string): boolean {
  const defaults = readDefaults(form);
  const untouched = JSON.stringify(readForm(form)) === JSON.stringify(defaults);
  const params = new URLSearchParams(search);
  const shared = ["months", "panellists", "options"].some((name) => params.has(name));
  if (!untouched || !shared) return false;
  writeForm(form, readQuery(search, defaults));
  return true;
}

export function stepFrom(form: HTMLFormElement, stepper: Element): void {
  const field = stepper.getAttribute("data-field") as Field;
  const input = countField(form, field);
  input.value = step(input.value, field, stepper.getAttribute(STEP_ATTRIBUTE) === "1" ? 1 : -1);
}

export function linkQuote(form: HTMLFormElement): void {
  const link = form.querySelector<HTMLAnchorElement>(`a[${QUOTE_LINK_ATTRIBUTE}]`);
  if (!link) return;
  const url = new URL(link.href);
  url.searchParams.set("configuration", configurationQuery(readForm(form)));
  link.href = `${url.pathname}${url.search}`;
}
