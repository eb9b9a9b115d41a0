"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { Flag } from "@/components/icons/flags";
import { DeferredWidget, type TriggerProps } from "@/components/ui/deferred-widget";
import type { Language } from "@/lib/i18n/languages";

export interface LanguageSwitcherProps {
  lng: Language;
  /** "Language: English", from the server. */
  label: string;
}

export const languageTriggerClass =
  "inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-ink-700 hover:bg-brand-50";
export const flagClass = "h-4 w-6 rounded-sm shadow-[0_0_0_1px_rgb(0_0_0/0.1)]";

/** The current language's flag, named for screen readers. */
export function LanguageTriggerLabel({ lng, label }: LanguageSwitcherProps) {
  return (
    <>
      <Flag lng={lng} className={flagClass} />
      <span className="sr-only">{label}</span>
      <ChevronDownIcon aria-hidden="true" className="size-4" />
    </>
  );
}

function LanguageTrigger({ lng, label, ...trigger }: LanguageSwitcherProps & TriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={languageTriggerClass}
      {...trigger}
    >
      <LanguageTriggerLabel lng={lng} label={label} />
    </button>
  );
}

const loadMenu = () => import("./language-menu");

/** The language switcher; its Menu loads on first intent (see DeferredWidget). */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  return <DeferredWidget load={loadMenu} Trigger={LanguageTrigger} props={props} />;
}
