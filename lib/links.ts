import { localizePath, type Language } from "./i18n/languages";

/** The contact page, with a message written in advance (the form prefills it from `message`). */
export function contactHref(lng: Language, message?: string): string {
  const path = localizePath("/contact", lng);
  return message ? `${path}?${new URLSearchParams({ message })}` : path;
}
