import { ShieldCheckIcon, XMarkIcon } from "@heroicons/react/24/outline";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { NOTICE_ID } from "@/lib/notice";

/**
 * "No cookies here." An open, non-modal <dialog> whose close button submits a `method="dialog"`
 * form: it closes at the first tap, before any script and without one. Fixed at the bottom so
 * showing or hiding it never shifts the page. The head script remembers the closing (its
 * `close` event) in localStorage and hides the notice before the first paint of later pages.
 */
export function PrivacyNotice({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  return (
    <dialog
      id={NOTICE_ID}
      open
      aria-label={t("cookieNotice.label")}
      className="fixed inset-x-3 top-auto bottom-3 z-40 mx-auto max-w-xl items-start gap-3 rounded-xl bg-ink-900 p-4 text-sm text-white shadow-xl open:flex"
    >
      <ShieldCheckIcon aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
      <p className="flex-1">{t("cookieNotice.text")}</p>
      <form method="dialog">
        <button
          type="submit"
          className="-m-1 rounded-md p-1 text-white/80 hover:bg-white/10 hover:text-white"
        >
          <span className="sr-only">{t("cookieNotice.close")}</span>
          <XMarkIcon aria-hidden="true" className="size-5" />
        </button>
      </form>
    </dialog>
  );
}
