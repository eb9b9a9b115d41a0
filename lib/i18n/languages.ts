/**
 * Languages (content/languages.json) and language-aware paths. Pure: it runs in the inline
 * detection script, in server components and in client components alike.
 */
import file from "../../content/languages.json" with { type: "json" };

export type Language = string;
export type LanguageEntry = (typeof file.languages)[number];
export const languageEntries: readonly LanguageEntry[] = file.languages;
export const languages: readonly Language[] = file.languages.map(({ code }) => code);
/** Served at the root, and the language when detection finds none of the others. */
export const fallbackLanguage: Language = file.default;
/** i18next's default localStorage key; the switcher and the detector both use it. */
export const storageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && languages.includes(value);
}

/** `fr-CA` → `fr`, `EN_gb` → `en`; anything unsupported → undefined. */
export function toLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first supported candidate, as i18next's getBestMatchFromCodes would pick; else the default. */
export function pickLanguage(candidates: readonly string[]): Language {
  return candidates.map((code) => toLanguage(code)).find(Boolean) ?? fallbackLanguage;
}

export function languageEntry(lng: Language): LanguageEntry {
  return languageEntries.find(({ code }) => code === lng)!;
}

/** The default language lives at the root, each other one under /{code}. */
export function localizePath(path: string, lng: Language): string {
  const neutral = neutralPath(path);
  if (lng === fallbackLanguage) return neutral;
  return neutral === "/" ? `/${lng}` : `/${lng}${neutral}`;
}

/** The language a path belongs to. */
export function pathLanguage(path: string): Language {
  const first = path.split(/[/?#]/)[1];
  return isLanguage(first) ? first : fallbackLanguage;
}

const prefix = new RegExp(`^/(?:${languages.join("|")})(?=/|$)`);

/**
 * `/fr/team` → `/team`, `/fr` → `/`. Next.js renders the default language under its prefix
 * (`/en/team`) before the build moves it: stripped too, so prerendering and hydration agree.
 */
export function neutralPath(path: string): string {
  const stripped = path.split(/[?#]/)[0]!.replace(prefix, "");
  return stripped.replace(/\/+$/, "") || "/";
}

/**
 * The language switcher's link, as the page is exported: the same page in that language, with
 * the explicit choice in the query (`?lng=`), which the detection reads first and remembers, so
 * the switch holds before the page's script runs and without it.
 */
export function languageSwitchPath(path: string, lng: Language): string {
  return `${localizePath(path, lng)}?lng=${lng}`;
}

/**
 * Where the switcher goes once the page's script runs (which remembers the choice itself):
 * query and hash kept, minus a `lng` that would override the visitor's explicit choice.
 */
export function switchLanguageUrl(
  location: Pick<Location, "pathname" | "search" | "hash">,
  lng: Language,
): string {
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  const query = params.toString();
  return `${localizePath(location.pathname, lng)}${query ? `?${query}` : ""}${location.hash}`;
}
