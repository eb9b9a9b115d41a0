import type { InitOptions } from "i18next";
import { languages } from "./languages.ts";

/** What every i18next instance of the site shares, server and browser alike. */
export const sharedOptions = {
  supportedLngs: [...languages],
  // The locale check keeps both languages' keys identical, so a fallback language would only
  // cost a request for copy that is never shown.
  fallbackLng: false,
  defaultNS: "common",
  // Ready at once from the copy it is given: prerendering and hydration need the copy
  // synchronously, or the HTML would carry keys.
  initAsync: false,
  returnNull: false,
  // React escapes what it renders; escaping here would show `&amp;` to visitors.
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/** A missing key is a bug: stop the build and name the file and the key. */
export function throwOnMissingKey(lng: string) {
  return {
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], ns: string, key: string) => {
      throw new Error(`Missing copy: locales/${lng}/${ns}.json has no key "${key}"`);
    },
  } satisfies InitOptions;
}
