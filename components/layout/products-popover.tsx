"use client";

import { CloseButton, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import Link from "next/link";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ProductIcon } from "@/components/icons/product-icon";
import { usePageLanguage } from "@/components/i18n/page-copy";
import { WithI18n } from "@/components/i18n/with-i18n";
import { moveFocusWithArrows } from "@/components/ui/arrow-key-focus";
import { useContinueIntent, type DeferredWidgetProps } from "@/components/ui/deferred-widget";
import { customSlug, products, solutionPath } from "@/lib/catalogue";
import { localizePath } from "@/lib/i18n/languages";
import {
  ProductsTriggerLabel,
  productsTriggerClass,
  type ProductsMenuProps,
} from "./products-menu";

/** The desktop products dropdown: six products on a 6-column grid, then custom devices. */
export default function ProductsPopover({
  label,
  ...intent
}: ProductsMenuProps & DeferredWidgetProps) {
  const button = useRef<HTMLButtonElement>(null);
  useContinueIntent(button, intent);
  return (
    <Popover>
      <PopoverButton ref={button} className={productsTriggerClass}>
        <ProductsTriggerLabel label={label} />
      </PopoverButton>
      <WithI18n>
        <ProductsPanel />
      </WithI18n>
    </Popover>
  );
}

function ProductsPanel() {
  const { t } = useTranslation("products");
  const lng = usePageLanguage();
  return (
    <PopoverPanel
      focus
      onKeyDown={moveFocusWithArrows}
      className="absolute inset-x-0 top-full border-b border-ink-900/10 bg-white shadow-lg"
    >
      <div className="mx-auto max-w-7xl px-6 py-6">
        <ul className="grid grid-cols-3 gap-3 lg:grid-cols-6">
          {products.map(({ slug }) => (
            <li key={slug}>
              <CloseButton
                as={Link}
                href={localizePath(solutionPath(slug), lng)}
                className="group flex h-full flex-col rounded-xl p-3 hover:bg-brand-50"
              >
                <ProductIcon slug={slug} className="size-7 text-brand-600" />
                <span className="mt-3 font-semibold text-ink-900">{t(`${slug}.name`)}</span>
                <span className="text-sm font-medium text-brand-700">{t(`${slug}.title`)}</span>
                <span className="mt-1 text-sm text-ink-600">{t(`${slug}.subtitle`)}</span>
                <span className="mt-auto pt-3 text-sm font-semibold text-brand-700 group-hover:underline">
                  {t(`${slug}.cta`)} <span aria-hidden="true">→</span>
                </span>
              </CloseButton>
            </li>
          ))}
        </ul>
        <CloseButton
          as={Link}
          href={localizePath(solutionPath(customSlug), lng)}
          className="mt-3 flex items-center gap-3 rounded-xl bg-skin-50 p-3 hover:bg-skin-100"
        >
          <ProductIcon slug={customSlug} className="size-6 text-skin-500" />
          <span className="font-semibold text-ink-900">{t("custom.title")}</span>
          <span className="text-sm text-ink-600">{t("custom.subtitle")}</span>
          <span className="ml-auto text-sm font-semibold text-brand-700">
            {t("custom.cta")} <span aria-hidden="true">→</span>
          </span>
        </CloseButton>
      </div>
    </PopoverPanel>
  );
}
