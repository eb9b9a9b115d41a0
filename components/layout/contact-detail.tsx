import { EnvelopeIcon, PhoneIcon } from "@heroicons/react/20/solid";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import type { contactDetails } from "../../lib/navigation.ts";

const icons = { phone: PhoneIcon, email: EnvelopeIcon } as const;

// The separator is copy: French puts a space before the colon.
export function ContactDetail({
  lng,
  detail: { label, kind, href, text },
  className,
  iconClassName,
}: {
  lng: Language;
  detail: (typeof contactDetails)[number];
  className: string;
  iconClassName: string;
}) {
  const t = getT(lng, "common");
  const Icon = icons[kind];
  return (
    <a href={href} className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      <span className="sr-only">{t("banner.named", { label: t(`banner.${label}`) })} </span>
      {text}
    </a>
  );
}
