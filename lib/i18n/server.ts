import "server-only";
import type { i18n as I18n } from "i18next";
import { createCopy } from "./copy";
import type { Language } from "./languages";
import type { Namespace } from "./messages";

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

/** `t` for one namespace, its keys checked against locales/en/{ns}.json by the type checker. */
export function getT<N extends Namespace>(lng: Language, ns: N) {
  return getI18n(lng).getFixedT(lng, ns);
}
