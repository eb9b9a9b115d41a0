"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { usePathname } from "next/navigation";
import { useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Flag } from "@/components/icons/flags";
import { WithI18n } from "@/components/i18n/with-i18n";
import { useContinueIntent, type DeferredWidgetProps } from "@/components/ui/deferred-widget";
import {
  languages,
  localizePath,
  storageKey,
  switchLanguageUrl,
  type Language,
} from "@/lib/i18n/languages";
import {
  flagClass,
  LanguageTriggerLabel,
  languageTriggerClass,
  type LanguageSwitcherProps,
} from "./language-switcher";

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

export default function LanguageMenu({
  lng,
  label,
  ...intent
}: LanguageSwitcherProps & DeferredWidgetProps) {
  const button = useRef<HTMLButtonElement>(null);
  useContinueIntent(button, intent);
  return (
    <Menu as="div" className="relative">
      <MenuButton ref={button} className={languageTriggerClass}>
        <LanguageTriggerLabel lng={lng} label={label} />
      </MenuButton>
      <WithI18n>
        <LanguageItems lng={lng} />
      </WithI18n>
    </Menu>
  );
}

function LanguageItems({ lng }: { lng: Language }) {
  const { t } = useTranslation("common");
  const pathname = usePathname();
  return (
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
  );
}
