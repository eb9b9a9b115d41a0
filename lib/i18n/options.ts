import type { InitOptions } from "i18next";
import { languages } from "./languages.ts";

export const sharedOptions = {
  supportedLngs: [...languages],
  // Both languages have the same keys: a fallback language would only cost a request.
  fallbackLng: false,
  defaultNS: "common",
  // Synchronous, or prerendering and hydration would render keys.
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here would show `&amp;` to visitors.
  interpolation: { escapeValue: false },
} satisfies InitOptions;

export function throwOnMissingKey(lng: string) {
  return {
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => {
      throw new Error(`Missing copy: locales/${lng}/${ns}.json has no key "${key}"`);
    },
  } satisfies InitOptions;
}
