"use client";

import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { XMarkIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProductIcon } from "@/components/icons/product-icon";
import { usePageLanguage } from "@/components/i18n/page-copy";
import { WithI18n } from "@/components/i18n/with-i18n";
import { useContinueIntent, type DeferredWidgetProps } from "@/components/ui/deferred-widget";
import { products, solutionPath } from "@/lib/catalogue";
import { localizePath } from "@/lib/i18n/languages";
import { MenuButtonLabel, menuButtonClass, type MobileMenuProps } from "./mobile-menu";

/** Below lg: a dialog listing the six products and the other header links. */
export default function MobileMenuDialog({
  label,
  ...intent
}: MobileMenuProps & DeferredWidgetProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useContinueIntent(button, intent);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={menuButtonClass}
      >
        <MenuButtonLabel label={label} />
      </button>
      <WithI18n>
        <MenuDialog open={open} onClose={() => setOpen(false)} />
      </WithI18n>
    </>
  );
}

function MenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(["header", "products"]);
  const lng = usePageLanguage();
  const link = "block rounded-lg px-3 py-2 font-medium text-ink-900 hover:bg-brand-50";
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <DialogBackdrop className="fixed inset-0 bg-ink-900/40" />
      <div className="fixed inset-0 flex justify-end">
        <DialogPanel className="h-full w-full max-w-sm overflow-y-auto bg-white px-5 py-4 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogTitle className="text-lg font-semibold">{t("menuTitle")}</DialogTitle>
            <CloseButton className="rounded-md p-2 text-ink-700 hover:bg-brand-50">
              <span className="sr-only">{t("closeMenu")}</span>
              <XMarkIcon aria-hidden="true" className="size-6" />
            </CloseButton>
          </div>
          <nav aria-label={t("mainNavigation")} className="mt-4">
            <p className="px-3 text-xs font-semibold tracking-wide text-ink-600 uppercase">
              {t("allSolutions")}
            </p>
            <ul className="mt-2">
              {products.map(({ slug }) => (
                <li key={slug}>
                  <CloseButton
                    as={Link}
                    href={localizePath(solutionPath(slug), lng)}
                    className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-brand-50"
                  >
                    <ProductIcon slug={slug} className="size-6 shrink-0 text-brand-600" />
                    <span>
                      <span className="block font-semibold text-ink-900">
                        {t(`products:${slug}.name`)}
                      </span>
                      <span className="block text-sm text-ink-600">
                        {t(`products:${slug}.title`)}
                      </span>
                    </span>
                  </CloseButton>
                </li>
              ))}
            </ul>
            <ul className="mt-4 border-t border-ink-900/10 pt-4">
              <li>
                <CloseButton as={Link} href={localizePath("/pricing", lng)} className={link}>
                  {t("pricing")}
                </CloseButton>
              </li>
              <li>
                <CloseButton as={Link} href={localizePath("/use-cases", lng)} className={link}>
                  {t("useCases")}
                </CloseButton>
              </li>
              <li>
                <CloseButton as={Link} href={localizePath("/contact", lng)} className={link}>
                  {t("moreInformation")}
                </CloseButton>
              </li>
            </ul>
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
