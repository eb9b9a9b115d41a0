import type { Fact } from "./content/catalogue.ts";
import { languageEntry, type Language } from "./i18n/languages.ts";

export function intlLocale(lng: Language): string {
  return languageEntry(lng).locale;
}

export function euroFormat(lng: Language): (cents: number) => string {
  const format = new Intl.NumberFormat(intlLocale(lng), { style: "currency", currency: "EUR" });
  return (cents) => format.format(cents / 100);
}

const euroFormats = new Map<Language, (cents: number) => string>();

// Cached: a currency Intl.NumberFormat takes Chromium tens of milliseconds, too long for hydration.
export function sharedEuroFormat(lng: Language): (cents: number) => string {
  if (!euroFormats.has(lng)) euroFormats.set(lng, euroFormat(lng));
  return euroFormats.get(lng)!;
}

export function formatLength(value: number, unit: "millimeter" | "centimeter", lng: Language) {
  return new Intl.NumberFormat(intlLocale(lng), { style: "unit", unit })
    .format(value)
    .replace(" ", "\u00a0");
}

function number(lng: Language, value: number, grouping = true): string {
  return new Intl.NumberFormat(intlLocale(lng), { useGrouping: grouping }).format(value);
}

const times = "\u00a0×\u00a0";

// Kelvin as the trade writes it: ungrouped in English ("6000 K"), grouped in French ("6 000 K").
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

export function countryName(code: string, lng: Language): string {
  return new Intl.DisplayNames([intlLocale(lng)], { type: "region" }).of(code) ?? code;
}

export function compareText(lng: Language): (a: string, b: string) => number {
  return new Intl.Collator(intlLocale(lng)).compare;
}

export function formatList(items: readonly string[], lng: Language): string {
  return new Intl.ListFormat(intlLocale(lng), { type: "conjunction" }).format(items);
}

export function languageName(code: string, lng: Language): string {
  return new Intl.DisplayNames([intlLocale(lng)], { type: "language" }).of(code) ?? code;
}

export function capitalise(text: string, lng: Language): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(lng)) + text.slice(1);
}

export function formatClockTime(time: string, lng: Language): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(lng), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

export function timeZoneName(zone: string, lng: Language): string {
  return (
    new Intl.DateTimeFormat(intlLocale(lng), { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(Date.UTC(2000, 0, 1))
      .find((part) => part.type === "timeZoneName")?.value ?? zone
  );
}

export function formatDays(days: number, lng: Language): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    style: "unit",
    unit: "day",
    unitDisplay: "long",
  }).format(days);
}

export function formatRange(
  range: { min: number; max: number; unit: string },
  lng: Language,
): string {
  return `${number(lng, range.min)}–${number(lng, range.max)}\u00a0${range.unit}`;
}

/** Rounded up, so a visitor told when they may ask again is never told too early. */
export function formatWait(at: Date, now: Date, lng: Language): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(lng), { numeric: "always" });
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return format.format(minutes, "minute");
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? format.format(hours, "hour") : format.format(Math.ceil(hours / 24), "day");
}
