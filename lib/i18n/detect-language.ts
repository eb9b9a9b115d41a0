import LanguageDetector from "i18next-browser-languagedetector";
import {
  fallbackLanguage,
  localizePath,
  matchLanguage,
  pathLanguage,
  pickLanguage,
  storageKey,
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
    { lookupQuerystring: "lng", lookupLocalStorage: storageKey, caches: ["localStorage"] },
  );
  const { pathname, search, hash } = win.location;
  const here = pathLanguage(pathname);
  // Only the fallback language's paths (no prefix) are chosen by detection; on the others an
  // explicit `?lng=` alone counts, and is remembered so that the root follows it.
  const sources = here === fallbackLanguage ? order : ["querystring"];
  let found: Language | undefined;
  for (const source of sources) {
    found = matchLanguage(([] as string[]).concat(detector.detect([source]) ?? []));
    if (found) break;
  }
  const target = found ?? here;
  if (found || here === fallbackLanguage) detector.cacheUserLanguage(target);
  if (target !== here) {
    win.document.documentElement.style.display = "none";
    win.location.replace(localizePath(pathname, target) + search + hash);
  }
}
