import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { settings } from "@/lib/settings";
import type { ContactField, FieldError } from "@/lib/validation";
import type { ContactStrings } from "./contact-form";

const fields: readonly ContactField[] = ["name", "email", "message"];
const codes: readonly FieldError[] = ["required", "invalid", "tooShort", "tooLong"];

/** The contact form's copy, translated on the server. */
export function contactStrings(lng: Language): ContactStrings {
  const t = getT(lng, "forms");
  const each = <T>(make: (field: ContactField) => T) =>
    Object.fromEntries(fields.map((field) => [field, make(field)])) as Record<ContactField, T>;
  return {
    required: t("contact.required"),
    labels: each((field) => t(`contact.${field}`)),
    messageHint: t("contact.messageHint"),
    submit: t("contact.submit"),
    submitting: t("contact.submitting"),
    sent: t("contact.sent"),
    sentStatus: t("contact.sentStatus"),
    honeypot: t("contact.honeypot"),
    fieldErrors: each(
      (field) =>
        Object.fromEntries(
          codes.map((code) => [code, t(`contact.errors.${field}.${code}`)]),
        ) as Record<FieldError, string>,
    ),
    errors: {
      check: t("contact.errors.check"),
      rateLimited: t("contact.errors.rateLimited"),
      failed: t("contact.errors.failed", { email: settings.email }),
    },
  };
}
