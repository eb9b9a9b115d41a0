"use client";

import { ChevronDownIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProductIcon } from "@/components/icons/product-icon";
import { useLanguage } from "@/components/i18n/i18n-provider";
import { moveFocusWithArrows } from "@/components/ui/arrow-key-focus";
import { useDeferredUi, useHandoff, type HeadlessUi } from "@/components/ui/deferred-ui";
import { customSlug } from "@/lib/catalogue";
import { localizePath } from "@/lib/i18n/languages";
import { solutionLinks } from "@/lib/navigation";

const triggerClass =
  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 data-open:text-brand-800";

const products = solutionLinks.filter((link) => link.slug !== customSlug);
const custom = solutionLinks.find((link) => link.slug === customSlug)!;

/**
 * The desktop products dropdown: the six products on a 6-column grid, then custom devices.
 * A plain button until the visitor shows intent; then Headless UI's Popover (see
 * useDeferredUi), with the products' copy.
 */
export function ProductsMenu() {
  const { t } = useTranslation("header");
  const plainId = useId();
  const { ui, handoff, intent } = useDeferredUi(["products"]);
  const button = useHandoff(handoff, plainId);
  const label = (
    <>
      {t("solutions")}
      <ChevronDownIcon
        aria-hidden="true"
        className="size-4 transition-transform in-data-open:rotate-180"
      />
    </>
  );
  if (!ui) {
    return (
      <button id={plainId} type="button" aria-expanded={false} className={triggerClass} {...intent}>
        {label}
      </button>
    );
  }
  const { Popover, PopoverButton } = ui;
  return (
    <Popover>
      <PopoverButton ref={button} className={triggerClass}>
        {label}
      </PopoverButton>
      <ProductsPanel ui={ui} />
    </Popover>
  );
}

function ProductsPanel({ ui: { PopoverPanel, CloseButton } }: { ui: HeadlessUi }) {
  const { t } = useTranslation("products");
  const lng = useLanguage();
  return (
    <PopoverPanel
      focus
      onKeyDown={moveFocusWithArrows}
      className="absolute inset-x-0 top-full border-b border-ink-900/10 bg-white shadow-lg"
    >
      <div className="mx-auto max-w-7xl px-6 py-6">
        <ul className="grid grid-cols-3 gap-3 lg:grid-cols-6">
          {products.map(({ slug, path }) => (
            <li key={slug}>
              <CloseButton
                as={Link}
                href={localizePath(path, lng)}
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
          href={localizePath(custom.path, lng)}
          className="mt-3 flex items-center gap-3 rounded-xl bg-skin-50 p-3 hover:bg-skin-100"
        >
          <ProductIcon slug={customSlug} className="size-6 text-skin-500" />
          <span className="font-semibold text-ink-900">{t("custom.name")}</span>
          <span className="text-sm text-ink-600">{t("custom.subtitle")}</span>
          <span className="ml-auto text-sm font-semibold text-brand-700">
            {t("custom.cta")} <span aria-hidden="true">→</span>
          </span>
        </CloseButton>
      </div>
    </PopoverPanel>
  );
}
