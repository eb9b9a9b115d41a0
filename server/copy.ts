/**
 * The copy (locales/) for what the server writes itself: the confirmation e-mail, the pages it
 * fills in. One i18next instance per language, made once (the server is restarted after a
 * build); a missing key throws, naming the file and the key.
 */
import type { ContactCopy } from "../lib/contact-copy.ts";
import { createI18n } from "../lib/i18n/copy.ts";
import type { Language } from "../lib/i18n/languages.ts";

const instances = new Map<Language, ReturnType<typeof createI18n>>();

/** The copy in a language. */
export function copyIn(lng: Language) {
  let instance = instances.get(lng);
  if (!instance) instances.set(lng, (instance = createI18n(lng)));
  return instance;
}

/** The contact form's words in a language (lib/contact-copy.ts). */
export function contactCopy(lng: Language): ContactCopy {
  return copyIn(lng).getFixedT(lng, "contact");
}
