import { NewsletterSignup } from "@/components/forms/newsletter-signup";
import { ButtonLink } from "@/components/ui/button-link";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import type { NewsletterPage } from "@/lib/newsletter-pages";
import { MessagePanel } from "../message-panel";

/**
 * Where a newsletter link lands once the server has acted on it: what happened and what to do
 * next. An expired confirmation link offers the form again, here, since that is the fix.
 */
export function NewsletterOutcome({
  lng,
  page,
}: {
  lng: Language;
  page: Exclude<NewsletterPage, "unsubscribe">;
}) {
  const t = getT(lng, "newsletter");
  if (page === "linkExpired") {
    return (
      <MessagePanel title={t("linkExpired.title")} text={t("linkExpired.text")}>
        <section aria-labelledby="subscribe-again" className="w-full max-w-md text-left">
          <h2 id="subscribe-again" className="mb-3 text-lg font-semibold">
            {t("linkExpired.action")}
          </h2>
          <NewsletterSignup lng={lng} placement="cta" />
        </section>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={t(`${page}.title`)} text={t(`${page}.text`)}>
      <ButtonLink href={localizePath("/", lng)}>{t(`${page}.back`)}</ButtonLink>
    </MessagePanel>
  );
}
