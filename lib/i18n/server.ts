import "server-only";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { languages, type Language } from "./languages";
import { allResources, listNamespaces, type Namespace } from "./resources";

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language for server components. A key missing from the copy
 * fails the build and names the file and key, rather than shipping a raw key to visitors.
 */
export function getI18n(lng: Language): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createInstance();
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
    instances.set(lng, instance);
  }
  return instance;
}

export function getT(lng: Language, ns: Namespace = "common"): TFunction {
  return getI18n(lng).getFixedT(lng, ns);
}

/** A list from the copy (`returnObjects`), checked to be one. */
export function getList(lng: Language, ns: Namespace, key: string): string[] {
  const value: unknown = getI18n(lng).t(key, { ns, returnObjects: true });
  if (!Array.isArray(value)) throw new Error(`locales/${lng}/${ns}.json: "${key}" must be a list`);
  return value as string[];
}
