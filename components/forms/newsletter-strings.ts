import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import type { NewsletterStrings } from "./newsletter-form";

/** The newsletter form's copy for one placement (`footer` or `cta`), translated on the server. */
export function newsletterStrings(lng: Language, placement: "footer" | "cta"): NewsletterStrings {
  const t = getT(lng, "forms");
  return {
    label: t("newsletter.label"),
    placeholder: t(`newsletter.${placement}.placeholder`),
    submit: t("newsletter.submit"),
    submitting: t("newsletter.submitting"),
    success: t("newsletter.success"),
    honeypot: t("contact.honeypot"),
    errors: {
      required: t("newsletter.errors.required"),
      invalid: t("newsletter.errors.invalid"),
      failed: t("newsletter.errors.failed"),
    },
  };
}
