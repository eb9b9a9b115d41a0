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

/** A group of copy (an object of texts), as the locale file shapes it. */
export function getObject<T>(lng: Language, ns: Namespace, key: string): T {
  const value: unknown = getI18n(lng).t(key, { ns, returnObjects: true });
  if (typeof value !== "object" || value === null) {
    throw new Error(`locales/${lng}/${ns}.json: "${key}" must be a group of texts`);
  }
  return value as T;
}

/** A list from the copy, checked to be one. */
export function getList(lng: Language, ns: Namespace, key: string): string[] {
  const value = getObject<unknown>(lng, ns, key);
  if (!Array.isArray(value)) throw new Error(`locales/${lng}/${ns}.json: "${key}" must be a list`);
  return value as string[];
}
