/**
 * The resend backoff of confirmation e-mails, so that nobody can flood someone else's inbox
 * through the form.
 */
const HOUR_MS = 3_600_000;
const MAX_RESEND_GAP_HOURS = 24 * 7;

/** Hours after the `sends`-th e-mail before the next: 1, 2, 4, 8… never more than a week. */
function gapHours(sends: number): number {
  return Math.min(2 ** Math.max(0, sends - 1), MAX_RESEND_GAP_HOURS);
}

/** From this many e-mails on, the gap is a week. */
export const SENDS_AT_LONGEST_GAP = 1 + Math.ceil(Math.log2(MAX_RESEND_GAP_HOURS));

/**
 * When a pending subscription may get its next confirmation e-mail: one hour after the first,
 * then 2, 4, 8… hours, never more than a week apart. Whoever types someone else's address
 * again and again sends them a handful of e-mails, not a flood; the owner who lost the e-mail
 * gets a fresh one by subscribing again.
 */
export function nextConfirmationAt(sentAt: string, sends: number): string {
  return new Date(Date.parse(sentAt) + gapHours(sends) * HOUR_MS).toISOString();
}

/** The latest time the last of `sends` e-mails may have been sent for another to go `at`. */
export function lastSentBefore(at: string, sends: number): string {
  return new Date(Date.parse(at) - gapHours(sends) * HOUR_MS).toISOString();
}
