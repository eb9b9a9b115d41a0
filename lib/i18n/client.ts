import { createInstance, type i18n as I18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { languages, type Language } from "./languages";
import type { Resources } from "./resources";

/** Where the build publishes locales/ for the HTTP backend. */
export const localesLoadPath = "/locales/{{lng}}/{{ns}}.json";

/**
 * The i18next instance of client components. It starts from the resources the page inlined
 * (so the first render matches the prerendered HTML and costs no request) and loads any other
 * namespace over HTTP, retried by i18next itself: 5 retries, 350 ms doubling.
 *
 * The path decides the language here, so no detector is attached: detection (and caching the
 * result) happens once, in the inline script of the page head.
 */
export function createClientI18n(lng: Language, resources: Resources): I18n {
  const instance = createInstance();
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...languages],
      // The locale check keeps both languages' keys identical, so a fallback language would
      // only cost a request for copy that is never shown.
      fallbackLng: false,
      ns: Object.keys(resources[lng] ?? {}),
      defaultNS: "common",
      resources,
      partialBundledLanguages: true,
      initAsync: false,
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: localesLoadPath },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return instance;
}
