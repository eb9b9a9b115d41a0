import type { PriceFile } from "../content/prices.ts";
import { euroFormat } from "../format.ts";
import type { Language } from "../i18n/languages.ts";
import { formerDeviceIds, limits, optionIds, type OptionId } from "./model.ts";
import { quote, type Cents, type PricingInput } from "./pricing.ts";

/** Fields as typed: invalid input is kept for the visitor to correct. */
export interface CalculatorState {
  months: string;
  panellists: string;
  options: OptionId[];
}

export function headlineState(headline: PricingInput): CalculatorState {
  return {
    months: String(headline.months),
    panellists: String(headline.panellists),
    options: optionIds.filter((id) => headline.options.includes(id)),
  };
}

export type CountError = "notWhole" | "outOfRange";
export type Field = "months" | "panellists";

export function parseCount(
  raw: string,
  field: Field,
): { value: number; error?: undefined } | { error: CountError } {
  const text = raw.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,6}$/.test(text)) return { error: "notWhole" };
  const value = Number(text);
  const { min, max } = limits[field];
  return value < min || value > max ? { error: "outOfRange" } : { value };
}

export function validate(state: CalculatorState) {
  const months = parseCount(state.months, "months");
  const panellists = parseCount(state.panellists, "panellists");
  const options = state.options.length === 0 ? ("none" as const) : undefined;
  const input: PricingInput | undefined =
    months.error || panellists.error || options
      ? undefined
      : { months: months.value, panellists: panellists.value, options: state.options };
  return { input, errors: { months: months.error, panellists: panellists.error, options } };
}

export function step(raw: string, field: Field, by: 1 | -1): string {
  const { min, max } = limits[field];
  const current = Number.parseInt(raw.replace(/[\s\u00a0\u202f]/g, ""), 10) || 0;
  return String(Math.min(max, Math.max(min, current + by)));
}

export function readQuery(search: string, defaults: CalculatorState): CalculatorState {
  const params = new URLSearchParams(search);
  const options = params.get("options");
  const chosen = new Set(
    options?.split(",").map((raw) => formerDeviceIds[raw.trim()] ?? raw.trim()),
  );
  return {
    months: params.get("months") ?? defaults.months,
    panellists: params.get("panellists") ?? defaults.panellists,
    options: options === null ? defaults.options : optionIds.filter((id) => chosen.has(id)),
  };
}

/** The query string for a state, keeping any other parameter of `search`. */
export function writeQuery(search: string, state: CalculatorState): string {
  const params = new URLSearchParams(search);
  params.set("months", state.months);
  params.set("panellists", state.panellists);
  params.set("options", state.options.join(","));
  // Commas are safe in a query and keep the shared link readable.
  return `?${params.toString().replace(/%2C/g, ",")}`;
}

export function configurationQuery(state: CalculatorState): string {
  return writeQuery("", state).slice(1);
}

// Formatted at build time, so hydration needs no Intl.NumberFormat.
export function defaultAmounts(lng: Language, prices: PriceFile): Record<Cents, string> {
  const input = validate(headlineState(prices.headline)).input;
  if (!input) throw new Error("The calculator's default configuration must be valid");
  const { rental, purchase } = quote(prices, input);
  const format = euroFormat(lng);
  const amounts = [rental, purchase].flatMap((line) => [
    line.perPanellistMonth,
    line.monthly,
    line.study,
  ]);
  return Object.fromEntries(amounts.map((cents) => [cents, format(cents)]));
}
