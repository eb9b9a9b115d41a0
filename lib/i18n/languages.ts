/**
 * Languages and language-aware paths. Pure and dependency-free: it runs in the inline
 * detection script, in server components and in client components alike.
 */
export const languages = ["en", "fr"] as const;
export type Language = (typeof languages)[number];
export const fallbackLanguage: Language = "en";
/** i18next's default localStorage key; the switcher and the detector both use it. */
export const storageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** `fr-CA` → `fr`, `EN_gb` → `en`; anything unsupported → undefined. */
export function toLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The first supported candidate, as i18next's getBestMatchFromCodes would pick; else English. */
export function pickLanguage(candidates: readonly string[]): Language {
  return candidates.map((code) => toLanguage(code)).find(Boolean) ?? fallbackLanguage;
}

/** English lives at the root, French under /fr. */
export function localizePath(path: string, lng: Language): string {
  const neutral = neutralPath(path);
  if (lng === "en") return neutral;
  return neutral === "/" ? "/fr" : `/fr${neutral}`;
}

/** The language a path belongs to. */
export function pathLanguage(path: string): Language {
  return path === "/fr" || path.startsWith("/fr/") ? "fr" : "en";
}

/**
 * `/fr/team` → `/team`, `/fr` → `/`, `/team` → `/team`. `/en/...` is the route Next.js
 * renders English pages at before they are moved to the root, so it is stripped too: a client
 * component then computes the same path while prerendering and after hydration.
 */
export function neutralPath(path: string): string {
  const stripped = path.split(/[?#]/)[0]!.replace(/^\/(?:en|fr)(?=\/|$)/, "");
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
 * Where the language switcher goes once the page's script runs (which remembers the choice
 * itself): the same page in the other language, query and hash kept,
 * minus a `lng` parameter that would otherwise override the visitor's explicit choice.
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
