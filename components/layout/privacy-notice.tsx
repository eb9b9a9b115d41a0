import { ShieldCheckIcon, XMarkIcon } from "@heroicons/react/24/outline";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { NOTICE_ID } from "../../lib/notice.ts";

/**
 * "No cookies here." An open, non-modal <dialog> whose close button submits a `method="dialog"`
 * form: it closes at the first tap, before any script and without one. One line under the
 * header, in the page's flow: it covers nothing (an overlay at the bottom of a phone's screen
 * hid the first screen's buttons); closing it moves the page up, on the visitor's own tap. The
 * head script remembers the closing (its `close` event) in localStorage and hides the notice
 * before the first paint of later pages.
 */
export function PrivacyNotice({ lng }: { lng: Language }) {
  const t = getT(lng, "common");
  return (
    <dialog
      id={NOTICE_ID}
      open
      aria-label={t("cookieNotice.label")}
      className="static m-0 w-full max-w-none items-center gap-2 border-0 bg-ink-900 px-4 py-1.5 text-xs text-white open:flex sm:px-6 sm:text-sm print:hidden!"
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
