/** The no-cookie notice remembers its dismissal in localStorage: the site never sets a cookie. */
export const noticeStorageKey = "privacyNoticeDismissed";

export const NOTICE_ID = "privacy-notice";

export function isNoticeDismissed(storage: Storage): boolean {
  try {
    return storage.getItem(noticeStorageKey) === "1";
  } catch {
    return false; // storage blocked: show the notice, it costs nothing
  }
}

// Runs in the head script, before the first paint, so a dismissed notice never flashes. The
// dialog's `close` event does not bubble, hence a capturing listener.
export function markNoticeDismissed(doc: Document, storage: Storage): void {
  if (isNoticeDismissed(storage)) doc.documentElement.dataset.notice = "dismissed";
  doc.addEventListener(
    "close",
    (event) => {
      if ((event.target as Element | null)?.id !== NOTICE_ID) return;
      try {
        storage.setItem(noticeStorageKey, "1");
      } catch {
        // storage blocked: the notice still closes for this page
      }
    },
    true,
  );
}
