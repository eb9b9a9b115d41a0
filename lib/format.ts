import type { Fact } from "./content/catalogue.ts";
import { languageEntry, type Language } from "./i18n/languages.ts";

/** The locale every Intl formatter of the site uses for a language. */
export function intlLocale(lng: Language): string {
  return languageEntry(lng).locale;
}

/** Euros as each language writes them: `€12.50` in English, `12,50 €` in French. */
export function euroFormat(lng: Language): (cents: number) => string {
  const format = new Intl.NumberFormat(intlLocale(lng), { style: "currency", currency: "EUR" });
  return (cents) => format.format(cents / 100);
}

const euroFormats = new Map<Language, (cents: number) => string>();

/**
 * The same, made once per language and only when first needed: building a currency
 * Intl.NumberFormat takes Chromium tens of milliseconds (locale data), too long for hydration.
 */
export function sharedEuroFormat(lng: Language): (cents: number) => string {
  if (!euroFormats.has(lng)) euroFormats.set(lng, euroFormat(lng));
  return euroFormats.get(lng)!;
}

/** A length as the language writes it ("2.5 cm", "2,5 cm"), never broken before its unit. */
export function formatLength(value: number, unit: "millimeter" | "centimeter", lng: Language) {
  return new Intl.NumberFormat(intlLocale(lng), { style: "unit", unit })
    .format(value)
    .replace(" ", "\u00a0");
}

function number(lng: Language, value: number, grouping = true): string {
  return new Intl.NumberFormat(intlLocale(lng), { useGrouping: grouping }).format(value);
}

/** "×" between dimensions, held to both by no-break spaces: no line starts or ends with it. */
const times = "\u00a0×\u00a0";

/**
 * A device fact written for a language: "2.5 cm × 2.5 cm" / "2,5 cm × 2,5 cm". Colour
 * temperatures are written as the trade writes them in English ("6000 K") and grouped as
 * French writes every number of four digits or more ("6 000 K"). The number
 * and its unit, and the dimensions around "×", are joined by no-break spaces, so a narrow table
 * cell never breaks "12 | MP" or "2,5 cm × | 2,5 cm".
 */
export function formatFact(fact: Fact, lng: Language): string {
  switch (fact.kind) {
    case "sensor":
      return `${number(lng, fact.megapixels)}\u00a0MP`;
    case "light":
      return `${number(lng, fact.kelvin, lng === "fr")}\u00a0K`;
    case "area":
      return `${formatLength(fact.widthCm, "centimeter", lng)}${times}${formatLength(fact.heightCm, "centimeter", lng)}`;
    case "dimensions":
      return `${number(lng, fact.lengthMm)}${times}${number(lng, fact.widthMm)}${times}${formatLength(fact.thicknessMm, "millimeter", lng)}`;
  }
}

/** Country names in the visitor's language, from the ISO code. */
export function countryName(code: string, lng: Language): string {
  return new Intl.DisplayNames([intlLocale(lng)], { type: "region" }).of(code) ?? code;
}

/** Sorts by the language's collation ("É" next to "E" in French). */
export function compareText(lng: Language): (a: string, b: string) => number {
  return new Intl.Collator(intlLocale(lng)).compare;
}

/** Items joined as the language joins a list: "CSV, XLSX and SAS" / "CSV, XLSX et SAS". */
export function formatList(items: readonly string[], lng: Language): string {
  return new Intl.ListFormat(intlLocale(lng), { type: "conjunction" }).format(items);
}

/** A language's name in the visitor's language, from its ISO 639-1 code: "fr" → "French". */
export function languageName(code: string, lng: Language): string {
  return new Intl.DisplayNames([intlLocale(lng)], { type: "language" }).of(code) ?? code;
}

/** A text starting with a capital, as a sentence does ("anglais et français" → "Anglais…"). */
export function capitalise(text: string, lng: Language): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(lng)) + text.slice(1);
}

/** A time of day written "HH:MM" in the data, as the language writes it: "9:00". */
export function formatClockTime(time: string, lng: Language): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(lng), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** A time zone's name in the visitor's language: "Europe/Paris" → "Central European Time". */
export function timeZoneName(zone: string, lng: Language): string {
  return (
    new Intl.DateTimeFormat(intlLocale(lng), { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(Date.UTC(2000, 0, 1))
      .find((part) => part.type === "timeZoneName")?.value ?? zone
  );
}

/** A number of days: "30 days" / "30 jours". */
export function formatDays(days: number, lng: Language): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    style: "unit",
    unit: "day",
    unitDisplay: "long",
  }).format(days);
}

/** A measuring range with its unit: "0–120 a.u." / "0–120 a.u.", the unit held to the number. */
export function formatRange(
  range: { min: number; max: number; unit: string },
  lng: Language,
): string {
  return `${number(lng, range.min)}–${number(lng, range.max)}\u00a0${range.unit}`;
}

/**
 * How long from `now` until `at`, as a phrase that follows a verb ("in 2 hours", "dans 2
 * heures"), rounded up to the minute, the hour below two days, the day beyond: a visitor told
 * when they may ask again is never told too early.
 */
export function formatWait(at: Date, now: Date, lng: Language): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(lng), { numeric: "always" });
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return format.format(minutes, "minute");
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? format.format(hours, "hour") : format.format(Math.ceil(hours / 24), "day");
}
