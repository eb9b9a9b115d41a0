import LanguageDetector from "i18next-browser-languagedetector";
import {
  fallbackLanguage,
  localizePath,
  pathLanguage,
  pickLanguage,
  storageKey,
  toLanguage,
} from "./languages.ts";

// Runs in the head before the first paint; a page that redirects is hidden so it is never painted.
export function detectLanguage(win: Window = window): void {
  const detector = new LanguageDetector(
    // Handing over i18next's matcher makes detect() return every candidate, in order.
    { languageUtils: { getBestMatchFromCodes: pickLanguage } } as never,
    {
      // No `order`: the library's default (querystring, cookie, localStorage, …) is the one wanted.
      lookupQuerystring: "lng",
      lookupLocalStorage: storageKey,
      caches: ["localStorage"],
    },
  );
  const { pathname, search, hash } = win.location;
  const here = pathLanguage(pathname);
  const candidates = ([] as string[]).concat(detector.detect() ?? []);
  let target = here;
  if (here === fallbackLanguage) {
    target = pickLanguage(candidates);
    detector.cacheUserLanguage(target);
  } else {
    // An explicit `?lng=` is remembered even for the path's own language, so the root follows it.
    const asked = toLanguage(([] as string[]).concat(detector.detect(["querystring"]) ?? [])[0]);
    if (asked) {
      target = asked;
      detector.cacheUserLanguage(target);
    }
  }
  if (target !== here) {
    win.document.documentElement.style.display = "none";
    win.location.replace(localizePath(pathname, target) + search + hash);
  }
}
