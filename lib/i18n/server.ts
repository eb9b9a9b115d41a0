import "server-only";
import type { i18n as I18n } from "i18next";
import { createCopy } from "./copy";
import type { Language } from "./languages";
import type { Namespace } from "./messages";
import { allResources, type Resources } from "./resources";

const instances = new Map<Language, { resources: Resources; instance: I18n }>();

/**
 * The copy for server components: one instance per language, made again when a locale file
 * changed (under `next dev`; a build reads each file once).
 */
export function getI18n(lng: Language): I18n {
  const resources = allResources();
  let cached = instances.get(lng);
  if (cached?.resources !== resources) {
    cached = { resources, instance: createCopy(lng, resources) };
    instances.set(lng, cached);
  }
  return cached.instance;
}

/** `t` for one namespace, its keys checked against locales/en/{ns}.json by the type checker. */
export function getT<N extends Namespace>(lng: Language, ns: N) {
  return getI18n(lng).getFixedT(lng, ns);
}
