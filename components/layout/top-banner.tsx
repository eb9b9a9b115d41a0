import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { accountLinks, contactDetails } from "../../lib/navigation.ts";
import { ContactDetail } from "./contact-detail.tsx";

// Below md, the mobile menu carries these (lib/navigation.ts).
export function TopBanner({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  const link = "inline-flex items-center gap-1.5 rounded hover:text-white hover:underline";
  const accountClass = {
    signIn: link,
    signUp: "rounded-full bg-white px-3 py-1 font-medium text-brand-900 hover:bg-brand-50",
  };
  return (
    <div
      data-testid="top-banner"
      className="fixed inset-x-0 top-0 z-40 hidden h-banner bg-brand-900 text-sm text-brand-50 md:block print:hidden"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-6">
        <ul className="flex items-center gap-6" aria-label={t("banner.label")}>
          {contactDetails.map((detail) => (
            <li key={detail.kind}>
              <ContactDetail lng={lng} detail={detail} className={link} iconClassName="size-4" />
            </li>
          ))}
        </ul>
        <ul className="flex items-center gap-4">
          {accountLinks.map(({ label, href }) => (
            <li key={label}>
              <a href={href} className={accountClass[label]}>
                {t(`banner.${label}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
