import "server-only";
import type { i18n as I18n, TFunction } from "i18next";
import { createCopy } from "./copy";
import type { Language } from "./languages";
import type { Namespace } from "./resources";

const instances = new Map<Language, I18n>();

/** The copy for server components: one instance per language per build. */
export function getI18n(lng: Language): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createCopy(lng);
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
