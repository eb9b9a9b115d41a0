/**
 * Where the contact form lands when it is sent without JavaScript (the server redirects there,
 * 303, in the page's language). With JavaScript the form says the same in place.
 */
import { localizePath, type Language } from "./i18n/languages.ts";
import { outcomePages } from "./outcome-pages.ts";
import type { ContactField } from "./validation.ts";

const contact = outcomePages("/contact/", {
  /** Stored: "Sent !". */
  sent: "/contact/sent",
  /** A field was refused (a browser without form validation). */
  invalid: "/contact/check-message",
  /** Too many messages from one connection within a minute. */
  rateLimited: "/contact/too-many-attempts",
  /** The server could not store the message: try again, or write to us. */
  failed: "/contact/not-sent",
});

export const contactPages = contact.paths;
export type ContactPage = keyof typeof contactPages;
export const contactPagePath = contact.path;
export const contactSlugs = contact.slugs;
export const contactPageOf = contact.pageOf;

/**
 * The contact form's fields in the order of the form (the first at fault gets the focus): the
 * query a link or a refused post fills them from, and the errors the page explains.
 */
export const contactFields = [
  "topic",
  "product",
  "configuration",
  "name",
  "email",
  "organisation",
  "country",
  "message",
] as const satisfies readonly ContactField[];

/** The fields the request added, whose copy is in contact.json (the first three's in forms.json). */
const requestFieldList = ["topic", "product", "configuration", "organisation", "country"] as const;
export type RequestField = (typeof requestFieldList)[number];
export const requestFields: ReadonlySet<ContactField> = new Set(requestFieldList);

/** Longest address the form is sent back to: well under the 8 KiB of a proxy's request line. */
const MAX_FORM_URL = 6000;

/**
 * The contact page again, for a browser's post the server refused: what was typed in its query
 * and the refused fields in `errors` (`errors=country.invalid,topic.invalid`). The page fills
 * its form from them before the first paint. A message too long for an address is left out:
 * the browser's back button still has it.
 */
export function contactFormAgain(
  lng: Language,
  fields: Record<string, unknown>,
  errors: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams();
  for (const name of contactFields) {
    const value = fields[name];
    if (typeof value === "string" && value !== "") params.set(name, value);
  }
  params.set(
    "errors",
    Object.entries(errors)
      .filter(([, code]) => code)
      .map(([field, code]) => `${field}.${code}`)
      .join(","),
  );
  const path = localizePath("/contact", lng);
  const href = `${path}?${params}`;
  if (href.length <= MAX_FORM_URL) return href;
  params.delete("message");
  return `${path}?${params}`;
}

/** The refused fields and their codes from a `contactFormAgain` query. */
export function contactErrorsOf(query: string): Record<string, string> {
  const errors = new URLSearchParams(query).get("errors") ?? "";
  return Object.fromEntries(
    errors
      .split(",")
      .map((entry) => entry.split("."))
      .filter((pair): pair is [string, string] => pair.length === 2),
  );
}
