/**
 * The contact form's words for its fields: each field's label and the sentence for each error
 * code, in a language. The form (components/forms/contact-form.tsx), the prefill script's words
 * (components/sections/contact-section.tsx) and the page the server answers a refused post with
 * (server/contact/refused-page.ts) say the same. The first fields' words are in `forms`, the
 * request's in `contact`.
 */
import type { TFunction } from "i18next";
import { requestFields, type RequestField } from "./contact-pages.ts";
import { ORGANISATION_MAX_LENGTH } from "./contact-request.ts";
import { contactLimits, type ContactField, type FieldError } from "./validation.ts";

/** `t` of the two namespaces the words are in. */
export interface ContactCopy {
  forms: TFunction<"forms">;
  contact: TFunction<"contact">;
}

/** A field's label (the configuration has none: it is told in a sentence). */
export function contactLabel(
  { forms, contact }: ContactCopy,
  name: Exclude<ContactField, "configuration">,
): string {
  return requestFields.has(name)
    ? contact(`form.${name as Exclude<RequestField, "configuration">}`)
    : forms(`contact.${name as "name" | "email" | "message"}`);
}

/** What is wrong with a field, as a sentence that says what to do. */
export function contactError(
  { forms, contact }: ContactCopy,
  name: ContactField,
  code: FieldError,
): string {
  return requestFields.has(name)
    ? contact(`form.errors.${name as RequestField}.${code}`, { max: ORGANISATION_MAX_LENGTH })
    : forms(`contact.errors.${name as "name" | "email" | "message"}.${code}`, {
        ...contactLimits[name as "name" | "email" | "message"],
      });
}
