/**
 * Countries as the contact form and the distributors' finder name them: ISO 3166-1 alpha-2
 * codes (the `iso-3166` package), named in the page's language by Intl (no list of names to
 * translate or keep up to date).
 */
import { iso31661Alpha2ToAlpha3 } from "iso-3166";
import { compareText, countryName } from "./format.ts";
import { languages, type Language } from "./i18n/languages.ts";

let codes: readonly string[] | undefined;

/** Every assigned ISO 3166-1 alpha-2 code (the map's keys: the smallest table the package has). */
export function countryCodes(): readonly string[] {
  return (codes ??= Object.keys(iso31661Alpha2ToAlpha3));
}

/** Text as searched and compared: case, accents and punctuation ignored ("Côte d'Ivoire" = "cote d ivoire"). */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

let codesByName: Map<string, string> | undefined;

/**
 * The code of a country typed as its code ("FR", "fr") or its name in either language
 * ("France", "Allemagne", "germany"); undefined when it names none. A form posted before its
 * script arrives sends what was typed in the plain text field, so the server resolves it.
 */
export function resolveCountry(text: string): string | undefined {
  const typed = text.trim();
  const code = typed.toUpperCase();
  if (/^[A-Z]{2}$/.test(code))
    return Object.hasOwn(iso31661Alpha2ToAlpha3, code) ? code : undefined;
  codesByName ??= new Map(
    languages.flatMap((lng) =>
      countryCodes().map((each) => [searchKey(countryName(each, lng)), each] as const),
    ),
  );
  return codesByName.get(searchKey(typed));
}

export interface Country {
  code: string;
  name: string;
}

/** Every country named in a language, in that language's alphabetical order. */
export function countriesIn(lng: Language): Country[] {
  const compare = compareText(lng);
  return countryCodes()
    .map((code) => ({ code, name: countryName(code, lng) }))
    .sort((a, b) => compare(a.name, b.name));
}

/** Items grouped by their country, countries in the language's alphabetical order. */
export function groupByCountry<T extends { country: string }>(
  items: readonly T[],
  lng: Language,
): (Country & { items: T[] })[] {
  const compare = compareText(lng);
  return [...new Set(items.map((item) => item.country))]
    .map((code) => ({
      code,
      name: countryName(code, lng),
      items: items.filter((item) => item.country === code),
    }))
    .sort((a, b) => compare(a.name, b.name));
}
