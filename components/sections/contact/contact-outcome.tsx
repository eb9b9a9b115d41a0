import { contactLink } from "../../../lib/navigation.ts";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import type { ContactPage } from "../../../lib/contact-pages.ts";
import { contactField } from "../../../lib/contact-fields.ts";
import { settings } from "../../../lib/settings.ts";
import { OutcomeMessage } from "../outcome-message.tsx";

export function ContactOutcome({ lng, page }: { lng: Language; page: ContactPage }) {
  const t = getT(lng, "contact");
  const sent = page === "sent";
  return (
    <OutcomeMessage
      success={sent}
      title={t(`outcomes.${page}.title`)}
      text={t(`outcomes.${page}.text`, { email: settings.email, min: contactField("message").min })}
      back={{
        href: localizePath(sent ? "/" : contactLink.path, lng),
        label: t(`outcomes.${page}.back`),
        toForm: !sent,
      }}
    />
  );
}
