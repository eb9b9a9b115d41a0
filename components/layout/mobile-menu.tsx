"use client";

import { Bars3Icon } from "@heroicons/react/24/outline";
import { DeferredWidget, type TriggerProps } from "@/components/ui/deferred-widget";

export interface MobileMenuProps {
  /** "Open the menu", from the server. */
  label: string;
}

export const menuButtonClass =
  "inline-flex items-center justify-center rounded-md p-2 text-ink-700 hover:bg-brand-50 lg:hidden";

export function MenuButtonLabel({ label }: MobileMenuProps) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <Bars3Icon aria-hidden="true" className="size-6" />
    </>
  );
}

function MenuTrigger({ label, ...trigger }: MobileMenuProps & TriggerProps) {
  return (
    <button type="button" aria-haspopup="dialog" className={menuButtonClass} {...trigger}>
      <MenuButtonLabel label={label} />
    </button>
  );
}

const loadDialog = () => import("./mobile-menu-dialog");

/** Below lg, the menu button; its Dialog loads on first intent (see DeferredWidget). */
export function MobileMenu(props: MobileMenuProps) {
  return <DeferredWidget load={loadDialog} Trigger={MenuTrigger} props={props} />;
}
