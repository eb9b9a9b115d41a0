"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { useTranslation } from "react-i18next";
import { DeferredWidget } from "@/components/ui/deferred-widget";

export const productsTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 data-open:text-brand-800";

export function ProductsTriggerLabel() {
  const { t } = useTranslation("header");
  return (
    <>
      {t("solutions")}
      <ChevronDownIcon aria-hidden="true" className="size-4 transition-transform in-data-open:rotate-180" />
    </>
  );
}

const loadPopover = () => import("./products-popover");

/** The desktop products dropdown; its Popover loads on first intent (see DeferredWidget). */
export function ProductsMenu() {
  return (
    <DeferredWidget
      load={loadPopover}
      trigger={(props) => (
        <button type="button" aria-expanded={false} className={productsTriggerClass} {...props}>
          <ProductsTriggerLabel />
        </button>
      )}
    />
  );
}
