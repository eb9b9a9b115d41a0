import { ShieldCheckIcon, XMarkIcon } from "@heroicons/react/24/outline";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { NOTICE_ID } from "@/lib/notice";

/**
 * "No cookies here." An open, non-modal <dialog> whose close button submits a `method="dialog"`
 * form: it closes at the first tap, before any script and without one. Fixed at the bottom so
 * showing or hiding it never shifts the page, and one line high on a phone so that it covers no
 * button of the first screen (the footer makes room for it at the end of the page). The head script remembers the closing (its
 * `close` event) in localStorage and hides the notice before the first paint of later pages.
 */
export function PrivacyNotice({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  return (
    <dialog
      id={NOTICE_ID}
      open
      aria-label={t("cookieNotice.label")}
      className="fixed inset-x-3 top-auto bottom-3 z-40 mx-auto max-w-xl items-center gap-2 rounded-lg bg-ink-900 px-3 py-1.5 text-xs text-white shadow-xl open:flex sm:text-sm"
    >
      <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-brand-200" />
      <p className="flex-1">{t("cookieNotice.text")}</p>
      <form method="dialog">
        <button
          type="submit"
          className="block rounded-md p-1 text-white/80 hover:bg-white/10 hover:text-white"
        >
          <span className="sr-only">{t("cookieNotice.close")}</span>
          <XMarkIcon aria-hidden="true" className="size-4" />
        </button>
      </form>
    </dialog>
  );
}
