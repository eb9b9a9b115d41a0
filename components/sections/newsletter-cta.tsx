import { NewsletterSignup } from "@/components/forms/newsletter-signup";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";

/** A call to subscribe, for any page: heading, a short text and the newsletter form. */
export function NewsletterCta({ lng }: { lng: Language }) {
  const t = getT(lng, "forms");
  return (
    <section aria-labelledby="newsletter-cta-title" className="bg-skin-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2 md:items-center">
        <div>
          <h2
            id="newsletter-cta-title"
            className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {t("newsletter.cta.title")}
          </h2>
          <p className="mt-3 text-ink-600">{t("newsletter.cta.text")}</p>
        </div>
        <NewsletterSignup lng={lng} placement="cta" />
      </div>
    </section>
  );
}
