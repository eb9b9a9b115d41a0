"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import { DeferredWidget, type TriggerProps } from "@/components/ui/deferred-widget";

export interface ProductsMenuProps {
  label: string;
}

export const productsTriggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 data-open:text-brand-800";

export function ProductsTriggerLabel({ label }: ProductsMenuProps) {
  return (
    <>
      {label}
      <ChevronDownIcon
        aria-hidden="true"
        className="size-4 transition-transform in-data-open:rotate-180"
      />
    </>
  );
}

function ProductsTrigger({ label, ...trigger }: ProductsMenuProps & TriggerProps) {
  return (
    <button type="button" aria-expanded={false} className={productsTriggerClass} {...trigger}>
      <ProductsTriggerLabel label={label} />
    </button>
  );
}

const loadPopover = () => import("./products-popover");

/** The desktop products dropdown; its Popover loads on first intent (see DeferredWidget). */
export function ProductsMenu(props: ProductsMenuProps) {
  return <DeferredWidget load={loadPopover} Trigger={ProductsTrigger} props={props} />;
}
