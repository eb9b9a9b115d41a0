import { createInstance, type i18n as I18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import type { CopyByLanguage, Namespace } from "./copy.ts";
import type { Language } from "./languages.ts";
import { sharedOptions, throwOnMissingKey } from "./options.ts";

/**
 * The i18next instance of client components. It starts from the namespaces the page inlined
 * (so the first render matches the prerendered HTML and costs no request) and loads any other
 * namespace over HTTP, retried by i18next itself: 5 retries, 350 ms doubling.
 *
 * The path decides the language, so no detector is attached: detection (and caching the
 * result) happens once, in the inline script of the page head (lib/i18n/detect-language.ts).
 */
export function createClientI18n(lng: Language, copy: CopyByLanguage): I18n {
  const instance = createInstance().use(initReactI18next);
  const prerendering = typeof window === "undefined";
  // No HTTP while prerendering: a client component using a namespace its page does not inline
  // must fail the build, not bake keys into the HTML.
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
    // Where the build publishes locales/.
    backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds the namespaces a nested provider inlines to the page's instance (idempotent). */
export function addCopy(i18n: I18n, lng: Language, copy: CopyByLanguage): void {
  for (const [ns, texts] of Object.entries(copy[lng] ?? {})) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns as Namespace, texts);
  }
}
