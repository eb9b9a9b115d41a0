import { ShieldCheckIcon, XMarkIcon } from "@heroicons/react/24/outline";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { NOTICE_ID } from "../../lib/notice.ts";

// Its close button submits a method="dialog" form, so it works before any script. In the page's
// flow, not an overlay, which would hide the first screen's buttons on a phone.
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
