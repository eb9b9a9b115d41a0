import { consentText, consentVersion } from "@/lib/consent";
import type { Language } from "@/lib/i18n/languages";
import { getI18n } from "@/lib/i18n/server";
import { NewsletterForm } from "./newsletter-form";

/**
 * The newsletter form with the version id of the consent line it shows, hashed here at build
 * time so the browser needs no hashing code.
 */
export function NewsletterSignup({
  lng,
  placement,
}: {
  lng: Language;
  placement: "footer" | "cta";
}) {
  const consent = consentVersion(consentText(getI18n(lng), lng));
  return <NewsletterForm placement={placement} consent={consent} />;
}
