import { intlLocale } from "@/lib/format";
import type { Language } from "@/lib/i18n/languages";
import type { Cents } from "./pricing";

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
 * Fills `{{name}}` placeholders, as i18next would. The calculator's copy arrives from the
 * server as templates, so the page ships no i18next for it.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
