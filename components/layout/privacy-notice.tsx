"use client";

import { ShieldCheckIcon, XMarkIcon } from "@heroicons/react/24/outline";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { rememberNoticeDismissed } from "@/lib/notice";

/**
 * "No cookies here." Fixed at the bottom so showing or hiding it never shifts the page; once
 * closed it stays closed (localStorage, read by the head script before first paint).
 */
export function PrivacyNotice() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section
      id="privacy-notice"
      aria-label={t("cookieNotice.label")}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl items-start gap-3 rounded-xl bg-ink-900 p-4 text-sm text-white shadow-xl"
    >
      <ShieldCheckIcon aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
      <p className="flex-1">{t("cookieNotice.text")}</p>
      <button
        type="button"
        onClick={() => {
          rememberNoticeDismissed(window.localStorage);
          setOpen(false);
        }}
        className="-m-1 rounded-md p-1 text-white/80 hover:bg-white/10 hover:text-white"
      >
        <span className="sr-only">{t("cookieNotice.close")}</span>
        <XMarkIcon aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
