import { EnvelopeIcon, PhoneIcon } from "@heroicons/react/20/solid";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { settings, telHref } from "@/lib/settings";

/** Contact details and the external app's account links; from the md breakpoint up. */
export function TopBanner({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  const link = "inline-flex items-center gap-1.5 rounded hover:text-white hover:underline";
  return (
    <div
      data-testid="top-banner"
      className="fixed inset-x-0 top-0 z-40 hidden h-banner bg-brand-900 text-sm text-brand-50 md:block"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-6">
        <ul className="flex items-center gap-6" aria-label={t("banner.label")}>
          <li>
            <a href={telHref(settings.phone)} className={link}>
              <PhoneIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("banner.phone")}: </span>
              {settings.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${settings.email}`} className={link}>
              <EnvelopeIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("banner.email")}: </span>
              {settings.email}
            </a>
          </li>
        </ul>
        <ul className="flex items-center gap-4">
          <li>
            <a href={settings.app.signIn} className={link}>
              {t("banner.signIn")}
            </a>
          </li>
          <li>
            <a
              href={settings.app.signUp}
              className="rounded-full bg-white px-3 py-1 font-medium text-brand-900 hover:bg-brand-50"
            >
              {t("banner.signUp")}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
