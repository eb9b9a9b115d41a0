/**
 * Countries as the contact form and the distributors' finder name them: ISO 3166-1 alpha-2
 * codes (the `iso-3166` package), named in the page's language by Intl (no list of names to
 * translate or keep up to date), and known by the other names people type ("UK", "Holland",
 * « Angleterre »: content/country-aliases.json, read here as it is because the browser's check
 * and the combobox need it too; lib/content/country-aliases.ts checks it).
 */
import { iso31661Alpha2ToAlpha3 } from "iso-3166";
import aliasFile from "../content/country-aliases.json" with { type: "json" };
import { compareText, countryName } from "./format.ts";
import { languages, type Language } from "./i18n/languages.ts";

/** Each country's other names, by language (the file's shape; its schema checks it). */
const aliases = new Map<string, Record<Language, readonly string[]>>(
  aliasFile.aliases.map(({ country, ...names }) => [country, names]),
);

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

/** Every name of a country: in both languages, then its other names in both (search keys aside). */
export function countryNames(code: string): string[] {
  return [
    ...languages.map((lng) => countryName(code, lng)),
    ...languages.flatMap((lng) => aliases.get(code)?.[lng] ?? []),
  ];
}

let codesByName: Map<string, string> | undefined;

/**
 * The code of a country typed as its code ("FR", "fr"), its name in either language ("France",
 * "Allemagne", "germany") or another name it goes by ("UK", « Angleterre »); undefined when it
 * names none ("Narnia"). A form posted before its script arrives sends what was typed in the
 * plain text field, so the server resolves it, and the browser's check does the same.
 */
export function resolveCountry(text: string): string | undefined {
  const typed = text.trim();
  const code = typed.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && Object.hasOwn(iso31661Alpha2ToAlpha3, code)) return code;
  codesByName ??= new Map(
    countryCodes().flatMap((each) => countryNames(each).map((name) => [searchKey(name), each])),
  );
  return codesByName.get(searchKey(typed));
}

export interface Country {
  code: string;
  name: string;
}

/** A country with what a search finds it by: its name, its code and its other names, as keys. */
export interface SearchableCountry extends Country {
  keys: string[];
}

/** Every country named in a language, in that language's alphabetical order. */
export function countriesIn(lng: Language): SearchableCountry[] {
  const compare = compareText(lng);
  return countryCodes()
    .map((code) => {
      const name = countryName(code, lng);
      return { code, name, keys: [...new Set([name, code, ...countryNames(code)].map(searchKey))] };
    })
    .sort((a, b) => compare(a.name, b.name));
}

/**
 * The countries a search finds, best first: the country it names exactly ("uk", "fr",
 * "holland"), then those whose name starts with it, then any other name that does, then the
 * rest that contain it; each group in alphabetical order. All of them for an empty search.
 */
export function searchCountries<C extends SearchableCountry>(
  countries: readonly C[],
  query: string,
): C[] {
  const key = searchKey(query);
  if (key === "") return [...countries];
  const rank = ({ keys }: C) =>
    keys.includes(key)
      ? 0
      : keys[0]!.startsWith(key)
        ? 1
        : keys.some((each) => each.startsWith(key))
          ? 2
          : keys.some((each) => each.includes(key))
            ? 3
            : 4;
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter(({ rank }) => rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .map(({ country }) => country);
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
