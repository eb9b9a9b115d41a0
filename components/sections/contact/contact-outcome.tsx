import { contactLink } from "@/lib/navigation";
import { localizePath, type Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import type { ContactPage } from "@/lib/contact-pages";
import { contactField } from "@/lib/contact-fields";
import { settings } from "@/lib/settings";
import { OutcomeMessage } from "../outcome-message";

/** Where the contact form lands when it was sent without JavaScript (lib/contact-pages.ts). */
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
