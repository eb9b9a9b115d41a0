"use client";

import { Bars3Icon, XMarkIcon } from "@heroicons/react/24/outline";
import Link from "next/link";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProductIcon } from "@/components/icons/product-icon";
import { useLanguage } from "@/components/i18n/i18n-provider";
import { useDeferredUi, useHandoff, type HeadlessUi } from "@/components/ui/deferred-ui";
import { localizePath } from "@/lib/i18n/languages";
import { contactLink, headerLinks, solutionLinks } from "@/lib/navigation";

const buttonClass =
  "inline-flex items-center justify-center rounded-md p-2 text-ink-700 hover:bg-brand-50 lg:hidden";

/**
 * Below lg: the menu button, opening a dialog with every solution and the header's links.
 * A plain button until the visitor shows intent; then Headless UI's Dialog.
 */
export function MobileMenu() {
  const { t } = useTranslation("header");
  const [open, setOpen] = useState(false);
  const plainId = useId();
  const { ui, handoff, intent } = useDeferredUi(["products"]);
  const button = useHandoff(handoff, plainId);
  const label = (
    <>
      <span className="sr-only">{t("openMenu")}</span>
      <Bars3Icon aria-hidden="true" className="size-6" />
    </>
  );
  if (!ui) {
    return (
      <button id={plainId} type="button" aria-haspopup="dialog" className={buttonClass} {...intent}>
        {label}
      </button>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonClass}
      >
        {label}
      </button>
      <MenuDialog ui={ui} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function MenuDialog({
  ui: { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle },
  open,
  onClose,
}: {
  ui: HeadlessUi;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(["header", "products"]);
  const lng = useLanguage();
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
              {solutionLinks.map(({ slug, path }) => (
                <li key={slug}>
                  <CloseButton
                    as={Link}
                    href={localizePath(path, lng)}
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
              {[...headerLinks, contactLink].map(({ label, path }) => (
                <li key={path}>
                  <CloseButton as={Link} href={localizePath(path, lng)} className={link}>
                    {t(label)}
                  </CloseButton>
                </li>
              ))}
            </ul>
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
