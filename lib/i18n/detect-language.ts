import LanguageDetector from "i18next-browser-languagedetector";
import {
  fallbackLanguage,
  localizePath,
  pathLanguage,
  pickLanguage,
  storageKey,
  toLanguage,
} from "./languages.ts";

/**
 * Runs in the head of every page, before first paint (bundled and inlined by the layout).
 * The default language's routes (at the root) detect the visitor's language and send another
 * result to the same page under its prefix, hiding this page first so it is never painted.
 * Prefixed routes keep the path's language unless the query string explicitly asks for another
 * one (`?lng=en`).
 */
export function detectLanguage(win: Window = window): void {
  const detector = new LanguageDetector(
    // Handing over i18next's matcher makes detect() return every candidate, in order.
    { languageUtils: { getBestMatchFromCodes: pickLanguage } } as never,
    {
      // The specified order (docs/architecture.md, "Languages") is the library's default:
      // querystring, cookie, localStorage, sessionStorage, navigator, htmlTag.
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
    // An explicit `?lng=` is remembered, even when it names the path's own language (the
    // switcher's link to it): later visits to the root's routes then follow it.
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
