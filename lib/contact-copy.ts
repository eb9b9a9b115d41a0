import type { TFunction } from "i18next";
import { contactField, type ContactField } from "./contact-fields.ts";
import type { FieldError } from "./validation.ts";

export type ContactCopy = TFunction<"contact">;

export const contactLabel = (t: ContactCopy, name: ContactField): string =>
  t(`form.${name}` as "form.name");

export function contactError(t: ContactCopy, name: ContactField, code: FieldError): string {
  const { min, max } = contactField(name);
  return t(`form.errors.${name}.${code}` as "form.errors.name.required", { min, max });
}
