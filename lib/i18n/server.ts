import "server-only";
import type { i18n as I18n } from "i18next";
import { allCopy, createI18n, type CopyByLanguage, type Namespace } from "./copy.ts";
import type { Language } from "./languages.ts";

const instances = new Map<Language, { copy: CopyByLanguage; instance: I18n }>();

// One instance per language, made again when the copy changes (under `next dev`).
export function getI18n(lng: Language): I18n {
  const copy = allCopy();
  let cached = instances.get(lng);
  if (cached?.copy !== copy) {
    cached = { copy, instance: createI18n(lng, copy) };
    instances.set(lng, cached);
  }
  return cached.instance;
}

export function getT<N extends Namespace>(lng: Language, ns: N) {
  return getI18n(lng).getFixedT(lng, ns);
}
