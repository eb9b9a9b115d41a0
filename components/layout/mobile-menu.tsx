"use client";

import { Bars3Icon } from "@heroicons/react/24/outline";
import { useTranslation } from "react-i18next";
import { DeferredWidget } from "@/components/ui/deferred-widget";

export const menuButtonClass =
  "inline-flex items-center justify-center rounded-md p-2 text-ink-700 hover:bg-brand-50 lg:hidden";

export function MenuButtonLabel() {
  const { t } = useTranslation("header");
  return (
    <>
      <span className="sr-only">{t("openMenu")}</span>
      <Bars3Icon aria-hidden="true" className="size-6" />
    </>
  );
}

const loadDialog = () => import("./mobile-menu-dialog");

/** Below lg, the menu button; its Dialog loads on first intent (see DeferredWidget). */
export function MobileMenu() {
  return (
    <DeferredWidget
      load={loadDialog}
      trigger={(props) => (
        <button type="button" aria-haspopup="dialog" className={menuButtonClass} {...props}>
          <MenuButtonLabel />
        </button>
      )}
    />
  );
}
