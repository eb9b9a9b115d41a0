import type { ContactT } from "../lib/contact-copy.ts";
import { createI18n } from "../lib/i18n/copy.ts";
import type { Language } from "../lib/i18n/languages.ts";

const instances = new Map<Language, ReturnType<typeof createI18n>>();

// Made once: the server is restarted after a build.
export function copyIn(lng: Language) {
  let instance = instances.get(lng);
  if (!instance) instances.set(lng, (instance = createI18n(lng)));
  return instance;
}

export function contactT(lng: Language): ContactT {
  return copyIn(lng).getFixedT(lng, "contact");
}
