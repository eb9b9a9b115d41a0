// Whoever types someone else's address again and again sends it a handful of e-mails, not a flood.
const HOUR_MS = 3_600_000;
const MAX_RESEND_GAP_HOURS = 24 * 7;

function gapHours(sends: number): number {
  return Math.min(2 ** Math.max(0, sends - 1), MAX_RESEND_GAP_HOURS);
}

export const SENDS_AT_LONGEST_GAP = 1 + Math.ceil(Math.log2(MAX_RESEND_GAP_HOURS));

export function nextConfirmationAt(sentAt: string, sends: number): string {
  return new Date(Date.parse(sentAt) + gapHours(sends) * HOUR_MS).toISOString();
}

export function lastSentBefore(at: string, sends: number): string {
  return new Date(Date.parse(at) - gapHours(sends) * HOUR_MS).toISOString();
}
