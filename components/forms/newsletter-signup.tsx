import { Trans } from "react-i18next";
import { ExternalLink } from "../ui/external-link.tsx";
import { CONSENT_KEY, consentText, consentVersion } from "../../lib/consent.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { aroundSlot } from "../../lib/i18n/around-slot.ts";
import { getI18n, getT } from "../../lib/i18n/server.ts";
import { settings } from "../../lib/settings.ts";
import { NewsletterForm, type NewsletterFormCopy } from "./newsletter-form.tsx";

function formCopy(lng: Language, placement: "footer" | "cta"): NewsletterFormCopy {
  const t = getT(lng, "forms");
  return {
    label: t("newsletter.label"),
    placeholder: t(`newsletter.${placement}.placeholder`),
    submit: t("newsletter.submit"),
    submitting: t("newsletter.submitting"),
    success: t("newsletter.success"),
    pending: t("newsletter.pending"),
    recentlySent: aroundSlot((when) => t("newsletter.recentlySent", { when })),
    errors: {
      required: t("newsletter.errors.required"),
      invalid: t("newsletter.errors.invalid"),
      failed: t("newsletter.errors.failed"),
    },
    honeypot: t("honeypot"),
  };
}

// Rendered and hashed at build time, so the browser needs neither Trans nor the hashing code.
export function NewsletterSignup({
  lng,
  placement,
}: {
  lng: Language;
  placement: "footer" | "cta";
}) {
  const i18n = getI18n(lng);
  const line = (
    <Trans
      i18n={i18n}
      t={getT(lng, "forms")}
      ns="forms"
      i18nKey={CONSENT_KEY}
      components={{
        privacy: (
          <ExternalLink
            href={settings.links.privacy}
            lng={lng}
            className="underline underline-offset-2"
          />
        ),
      }}
    />
  );
  return (
    <NewsletterForm
      lng={lng}
      placement={placement}
      copy={formCopy(lng, placement)}
      consent={consentVersion(consentText(i18n, lng))}
      consentLine={line}
    />
  );
}
