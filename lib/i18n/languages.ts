// Pure: runs in the inline head script and in server and client components alike.
import file from "../../content/languages.json" with { type: "json" };

export type Language = string;
export type LanguageEntry = (typeof file.languages)[number];
export const languageEntries: readonly LanguageEntry[] = file.languages;
export const languages: readonly Language[] = file.languages.map(({ code }) => code);
export const fallbackLanguage: Language = file.default;
/** i18next's default localStorage key. */
export const storageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && languages.includes(value);
}

export function toLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first of `candidates` the site has a language for. */
export function matchLanguage(candidates: readonly string[]): Language | undefined {
  return candidates.map((code) => toLanguage(code)).find(Boolean);
}

export function pickLanguage(candidates: readonly string[]): Language {
  return matchLanguage(candidates) ?? fallbackLanguage;
}

export function languageEntry(lng: Language): LanguageEntry {
  return languageEntries.find(({ code }) => code === lng)!;
}

export function localizePath(path: string, lng: Language): string {
  const neutral = neutralPath(path);
  if (lng === fallbackLanguage) return neutral;
  return neutral === "/" ? `/${lng}` : `/${lng}${neutral}`;
}

export function pathLanguage(path: string): Language {
  const first = path.split(/[/?#]/)[1];
  return isLanguage(first) ? first : fallbackLanguage;
}

const prefix = new RegExp(`^/(?:${languages.join("|")})(?=/|$)`);

// Next.js renders the default language under its prefix (`/en/team`) before the build moves it:
// stripped too, so prerendering and hydration agree.
export function neutralPath(path: string): string {
  const stripped = path.split(/[?#]/)[0]!.replace(prefix, "");
  return stripped.replace(/\/+$/, "") || "/";
}

// `?lng=` is read and remembered by the head script, so the switch holds without the page's script.
export function languageSwitchPath(path: string, lng: Language): string {
  return `${localizePath(path, lng)}?lng=${lng}`;
}

// A `lng` left in the query would override the choice just made.
export function switchLanguageUrl(
  location: Pick<Location, "pathname" | "search" | "hash">,
  lng: Language,
): string {
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  const query = params.toString();
  return `${localizePath(location.pathname, lng)}${query ? `?${query}` : ""}${location.hash}`;
}
