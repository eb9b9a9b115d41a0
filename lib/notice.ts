/** The no-cookie notice remembers its dismissal in localStorage: the site never sets a cookie. */
export const noticeStorageKey = "privacyNoticeDismissed";

export function isNoticeDismissed(storage: Storage): boolean {
  try {
    return storage.getItem(noticeStorageKey) === "1";
  } catch {
    return false; // storage blocked: show the notice, it costs nothing
  }
}

export function rememberNoticeDismissed(storage: Storage): void {
  try {
    storage.setItem(noticeStorageKey, "1");
  } catch {
    // storage blocked: the notice still closes for this page
  }
}

/** Runs before first paint so a dismissed notice never flashes (see app/globals.css). */
export function markNoticeDismissed(doc: Document, storage: Storage): void {
  if (isNoticeDismissed(storage)) doc.documentElement.dataset.notice = "dismissed";
}
