// Names come from Intl, so there is no list of names to translate or keep up to date.
import { iso31661Alpha2ToAlpha3 } from "iso-3166";
import aliasFile from "../content/country-aliases.json" with { type: "json" };
import { compareText, countryName } from "./format.ts";
import { languages, type Language } from "./i18n/languages.ts";

const aliases = new Map<string, Record<Language, readonly string[]>>(
  aliasFile.aliases.map(({ country, ...names }) => [country, names]),
);

let codes: readonly string[] | undefined;

/** The map's keys: the smallest table the package has. */
export function countryCodes(): readonly string[] {
  return (codes ??= Object.keys(iso31661Alpha2ToAlpha3));
}

export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function countryNames(code: string): string[] {
  return [
    ...languages.map((lng) => countryName(code, lng)),
    ...languages.flatMap((lng) => aliases.get(code)?.[lng] ?? []),
  ];
}

let codesByName: Map<string, string> | undefined;

/** A form posted before its script arrives sends the text as typed: the server resolves it. */
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

export interface SearchableCountry extends Country {
  keys: string[];
}

export function countriesIn(lng: Language): SearchableCountry[] {
  const compare = compareText(lng);
  return countryCodes()
    .map((code) => {
      const name = countryName(code, lng);
      return { code, name, keys: [...new Set([name, code, ...countryNames(code)].map(searchKey))] };
    })
    .sort((a, b) => compare(a.name, b.name));
}

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
