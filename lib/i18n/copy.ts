import { createInstance, type i18n as I18n } from "i18next";
import { languages, type Language } from "./languages";
import { allResources, listNamespaces } from "./resources";

/**
 * An i18next instance holding all the copy, synchronously ready. A missing key throws and
 * names the file and key, so a build never ships a raw key to visitors.
 */
export function createCopy(lng: Language): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    supportedLngs: [...languages],
    fallbackLng: false,
    ns: listNamespaces(),
    defaultNS: "common",
    resources: allResources(),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => {
      throw new Error(`Missing copy: locales/${lng}/${ns}.json has no key "${key}"`);
    },
  });
  return instance;
}
