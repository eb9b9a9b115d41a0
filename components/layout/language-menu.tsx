"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import {
  languageEntries,
  languageEntry,
  languageSwitchPath,
  storageKey,
  switchLanguageUrl,
  type Language,
} from "../../lib/i18n/languages.ts";

const MENU_ID = "language-menu";

function Flag({ lng, lazy }: { lng: Language; lazy?: boolean }) {
  const className = "h-4 w-6 rounded-sm shadow-[0_0_0_1px_rgb(0_0_0/0.1)]";
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={`/${languageEntry(lng).flag}`}
      alt=""
      className={className}
      loading={lazy ? "lazy" : undefined}
    />
  );
}

// Without the script, the link's `?lng=` carries the choice and the next page's head script
// remembers it.
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

// A native popover of links (decision 0014); a client component only for the page's path.
export function LanguageMenu({
  lng,
  label,
  current,
}: {
  lng: Language;
  label: string;
  current: string;
}) {
  const pathname = usePathname();
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="menu-trigger language-trigger inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-ink-700 hover:bg-brand-50"
      >
        <Flag lng={lng} />
        <span className="sr-only">{current}</span>
        <ChevronDownIcon aria-hidden="true" className="menu-chevron size-4" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        data-menu=""
        className="language-menu w-44 rounded-lg bg-white p-1 shadow-lg ring-1 ring-ink-900/10"
      >
        {/* The list carries the name: a popover <div> has no role to name. */}
        <ul aria-label={label}>
          {languageEntries.map(({ code, name }) => (
            <li key={code}>
              <a
                href={languageSwitchPath(pathname, code)}
                hrefLang={code}
                lang={code}
                aria-current={code === lng ? "true" : undefined}
                onClick={(event) => chooseLanguage(event, code)}
                className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 focus:bg-brand-50 focus:text-brand-800 aria-[current]:font-semibold"
              >
                <Flag lng={code} lazy />
                {name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
