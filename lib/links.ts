import { prefillFields, type ContactPrefill } from "./contact-fields.ts";
import { localizePath, type Language } from "./i18n/languages.ts";

export function contactHref(lng: Language, prefill: ContactPrefill = {}): string {
  const path = localizePath("/contact", lng);
  const params = new URLSearchParams();
  for (const key of prefillFields) {
    const value = prefill[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
