"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { usePathname } from "next/navigation";
import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/icons/flags";
import { useLanguage } from "@/components/i18n/i18n-provider";
import { useDeferredUi, useHandoff } from "@/components/ui/deferred-ui";
import {
  languages,
  localizePath,
  storageKey,
  switchLanguageUrl,
  type Language,
} from "@/lib/i18n/languages";

const triggerClass =
  "inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-ink-700 hover:bg-brand-50";
const flagClass = "h-4 w-6 rounded-sm shadow-[0_0_0_1px_rgb(0_0_0/0.1)]";

function chooseLanguage(event: MouseEvent<HTMLAnchorElement>, lng: Language) {
  event.preventDefault();
  try {
    localStorage.setItem(storageKey, lng); // the explicit choice outranks the browser language
  } catch {
    // storage blocked: the link still goes to the other language
  }
  // A full page load, so the new page's head script and <html lang> take over.
  window.location.assign(switchLanguageUrl(window.location, lng));
}

/**
 * The language switcher: the current language's flag, then a menu of both languages going to
 * the same page. A plain button until the visitor shows intent; then Headless UI's Menu.
 */
export function LanguageMenu() {
  const { t } = useTranslation("common");
  const lng = useLanguage();
  const pathname = usePathname();
  const plainId = useId();
  const { ui, handoff, intent } = useDeferredUi();
  const button = useHandoff(handoff, plainId);
  const label = (
    <>
      <Flag lng={lng} className={flagClass} />
      <span className="sr-only">{t("language.current", { language: t(`language.${lng}`) })}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </>
  );
  if (!ui) {
    return (
      <button
        id={plainId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={triggerClass}
        {...intent}
      >
        {label}
      </button>
    );
  }
  const { Menu, MenuButton, MenuItem, MenuItems } = ui;
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={triggerClass}>
        {label}
      </MenuButton>
      <MenuItems className="absolute right-0 z-50 mt-2 w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-ink-900/10 focus:outline-none">
        {languages.map((code) => (
          <MenuItem key={code}>
            <a
              href={localizePath(pathname, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lng ? "true" : undefined}
              onClick={(event) => chooseLanguage(event, code)}
              className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-ink-700 aria-[current]:font-semibold data-focus:bg-brand-50 data-focus:text-brand-800"
            >
              <Flag lng={code} className={flagClass} />
              {t(`language.${code}`)}
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
