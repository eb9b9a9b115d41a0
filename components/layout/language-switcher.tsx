"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/icons/flags";
import { useLanguage } from "@/components/i18n/use-language";
import { DeferredWidget } from "@/components/ui/deferred-widget";

export const languageTriggerClass =
  "inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-ink-700 hover:bg-brand-50";
export const flagClass = "h-4 w-6 rounded-sm shadow-[0_0_0_1px_rgb(0_0_0/0.1)]";

/** The current language's flag, named for screen readers. */
export function LanguageTriggerLabel() {
  const { t } = useTranslation("common");
  const lng = useLanguage();
  return (
    <>
      <Flag lng={lng} className={flagClass} />
      <span className="sr-only">{t("language.current", { language: t(`language.${lng}`) })}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </>
  );
}

const loadMenu = () => import("./language-menu");

/** The language switcher; its Menu loads on first intent (see DeferredWidget). */
export function LanguageSwitcher() {
  return (
    <DeferredWidget
      load={loadMenu}
      trigger={(props) => (
        <button type="button" aria-haspopup="menu" aria-expanded={false} className={languageTriggerClass} {...props}>
          <LanguageTriggerLabel />
        </button>
      )}
    />
  );
}
