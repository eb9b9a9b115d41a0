import { createInstance, type i18n as I18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import type { CopyByLanguage } from "./copy.ts";
import type { Language } from "./languages.ts";
import { sharedOptions, throwOnMissingKey } from "./options.ts";

// No detector: the path decides the language, and the head script has already detected it.
export function createClientI18n(lng: Language, copy: CopyByLanguage): I18n {
  const instance = createInstance().use(initReactI18next);
  const prerendering = typeof window === "undefined";
  // No HTTP while prerendering: a namespace the page does not inline must fail the build.
  if (!prerendering) instance.use(HttpBackend);
  void instance.init({
    ...sharedOptions,
    ...(prerendering ? throwOnMissingKey(lng) : {}),
    lng,
    ns: Object.keys(copy[lng] ?? {}),
    resources: copy,
    partialBundledLanguages: true,
    maxRetries: 5,
    retryTimeout: 350,
    backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
    react: { useSuspense: false },
  });
  return instance;
}
