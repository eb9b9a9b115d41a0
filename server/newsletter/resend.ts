/**
 * The resend backoff of confirmation e-mails, so that nobody can flood someone else's inbox
 * through the form.
 */
const HOUR_MS = 3_600_000;
const MAX_RESEND_GAP_HOURS = 24 * 7;

/**
 * When a pending subscription may get its next confirmation e-mail: one hour after the first,
 * then 2, 4, 8… hours, never more than a week apart. Whoever types someone else's address
 * again and again sends them a handful of e-mails, not a flood; the owner who lost the e-mail
 * gets a fresh one by subscribing again.
 */
export function nextConfirmationAt(sentAt: string, sends: number): string {
  const gapHours = Math.min(2 ** Math.max(0, sends - 1), MAX_RESEND_GAP_HOURS);
  return new Date(Date.parse(sentAt) + gapHours * HOUR_MS).toISOString();
}
