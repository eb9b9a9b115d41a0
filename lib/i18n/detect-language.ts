import LanguageDetector from "i18next-browser-languagedetector";
import {
  fallbackLanguage,
  localizePath,
  pathLanguage,
  pickLanguage,
  storageKey,
  toLanguage,
  type Language,
} from "./languages.ts";

// The specification's order; each store is a synchronous call into the browser before the first
// paint, so they are read no further than the first that names a language.
const order = ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"];

// Runs in the head before the first paint; a page that redirects is hidden so it is never painted.
export function detectLanguage(win: Window = window): void {
  const detector = new LanguageDetector(
    // Handing over i18next's matcher makes detect() return every candidate, in order.
    { languageUtils: { getBestMatchFromCodes: pickLanguage } } as never,
    {
      order,
      lookupQuerystring: "lng",
      lookupLocalStorage: storageKey,
      caches: ["localStorage"],
    },
  );
  const first = (sources: readonly string[]): Language | undefined => {
    for (const source of sources) {
      const codes = ([] as string[]).concat(detector.detect([source]) ?? []);
      const found = codes.map((code) => toLanguage(code)).find(Boolean);
      if (found) return found;
    }
    return undefined;
  };
  const { pathname, search, hash } = win.location;
  const here = pathLanguage(pathname);
  // An explicit `?lng=` is remembered even for the path's own language, so the root follows it;
  // without one, only the fallback language's paths (no prefix) are chosen by detection.
  const asked = first(["querystring"]);
  const target = asked ?? (here === fallbackLanguage ? (first(order) ?? here) : here);
  if (asked || here === fallbackLanguage) detector.cacheUserLanguage(target);
  if (target !== here) {
    win.document.documentElement.style.display = "none";
    win.location.replace(localizePath(pathname, target) + search + hash);
  }
}
