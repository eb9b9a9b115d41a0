import { NewsletterSignup } from "../../forms/newsletter-signup.tsx";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import type { NewsletterPage } from "../../../lib/newsletter-pages.ts";
import { settings } from "../../../lib/settings.ts";
import { MessagePanel } from "../message-panel.tsx";
import { OutcomeMessage } from "../outcome-message.tsx";

const successes: readonly NewsletterPage[] = ["subscribed", "pending", "recentlySent", "confirmed"];
const failures: readonly NewsletterPage[] = ["invalid", "rateLimited", "failed"];

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
    <OutcomeMessage
      success={successes.includes(page)}
      title={t(`${page}.title`)}
      // The resend's time is the server's to say (it fills this page in): here, "later".
      text={t(`${page}.text`, { email: settings.email, when: t("recentlySent.later") })}
      back={{
        href: localizePath("/", lng),
        label: t(`${page}.back`),
        toForm: failures.includes(page),
      }}
    />
  );
}
