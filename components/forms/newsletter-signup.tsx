import { Trans } from "react-i18next";
import { ExternalLink } from "../ui/external-link.tsx";
import { CONSENT_KEY, consentText, consentVersion } from "../../lib/consent.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../lib/i18n/server.ts";
import { settings } from "../../lib/settings.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

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
      placement={placement}
      consent={consentVersion(consentText(i18n, lng))}
      consentLine={line}
    />
  );
}
