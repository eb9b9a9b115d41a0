import type { TFunction } from "i18next";
import {
  contactField,
  contactFields,
  contactTopics,
  type ContactField,
  type ContactTopic,
  type FieldSpec,
} from "./contact-fields.ts";
import { settings } from "./settings.ts";
import { fieldErrorCodes, type FieldError } from "./validation.ts";

export type ContactT = TFunction<"contact">;

export const contactLabel = (t: ContactT, name: ContactField): string =>
  t(`form.${name}` as "form.name");

export function contactError(t: ContactT, name: ContactField, code: FieldError): string {
  const { min, max } = contactField(name);
  return t(`form.errors.${name}.${code}` as "form.errors.name.required", { min, max });
}

/** Everything the form may say, translated at build time: the browser needs no i18next for it. */
export interface ContactFormCopy {
  /** A configuration has no label: its summary sentence stands in its place. */
  fields: Record<
    ContactField,
    { label?: string; hint?: string; errors: Record<FieldError, string> }
  >;
  topics: Record<ContactTopic, string>;
  topicNone: string;
  productNone: string;
  countryNoMatch: string;
  required: string;
  submit: string;
  submitting: string;
  sent: string;
  sentStatus: string;
  check: string;
  rateLimited: string;
  failed: string;
  honeypot: string;
}

export function contactFormCopy(t: ContactT, forms: TFunction<"forms">): ContactFormCopy {
  const fields = contactFields.map(({ name, kind, hint, min, max }: FieldSpec) => {
    const field = name as ContactField;
    const errors = Object.fromEntries(
      fieldErrorCodes.map((code) => [code, contactError(t, field, code)]),
    );
    return [
      field,
      {
        ...(kind === "configuration" ? {} : { label: contactLabel(t, field) }),
        ...(hint ? { hint: t(`form.${field}Hint` as "form.messageHint", { min, max }) } : {}),
        errors: errors as Record<FieldError, string>,
      },
    ] as const;
  });
  return {
    fields: Object.fromEntries(fields) as ContactFormCopy["fields"],
    topics: Object.fromEntries(
      contactTopics.map((topic) => [topic, t(`form.topics.${topic}`)]),
    ) as Record<ContactTopic, string>,
    topicNone: t("form.topicNone"),
    productNone: t("form.productNone"),
    countryNoMatch: t("form.countryNoMatch"),
    required: t("form.required"),
    submit: t("form.submit"),
    submitting: t("form.submitting"),
    sent: t("form.sent"),
    sentStatus: t("form.sentStatus"),
    check: t("form.errors.check"),
    rateLimited: t("form.errors.rateLimited"),
    failed: t("form.errors.failed", { email: settings.email }),
    honeypot: forms("honeypot"),
  };
}
