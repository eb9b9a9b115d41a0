import { intlLocale } from "@/lib/format";
import type { Language } from "@/lib/i18n/languages";
import { defaultState, validate } from "./calculator-state";
import type { PriceFile } from "../content/prices";
import { quote, type Cents } from "./pricing";

/** Euros as each language writes them: `€12.50` in English, `12,50 €` in French. */
export function euroFormat(lng: Language): (cents: Cents) => string {
  const format = new Intl.NumberFormat(intlLocale(lng), {
    style: "currency",
    currency: "EUR",
  });
  return (cents) => format.format(cents / 100);
}

const formats = new Map<Language, (cents: Cents) => string>();

/**
 * The same, made once per language and only when first needed: building a currency
 * Intl.NumberFormat takes Chromium tens of milliseconds (locale data), too long for hydration.
 */
export function sharedEuroFormat(lng: Language): (cents: Cents) => string {
  let format = formats.get(lng);
  if (!format) {
    format = euroFormat(lng);
    formats.set(lng, format);
  }
  return format;
}

/**
 * The amounts the prerendered calculator shows (its default configuration), formatted at
 * build time: the browser then hydrates without building an Intl.NumberFormat.
 */
export function defaultAmounts(lng: Language, prices: PriceFile): Record<Cents, string> {
  const input = validate(defaultState).input;
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
