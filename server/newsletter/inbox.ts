/**
 * The inbox an address reaches, as a key for the confirmation e-mails' resend limit: `Ada+x@`,
 * `ADA@` and, at providers that ignore dots (Gmail), `a.da@` all reach `ada@`'s inbox, so
 * typing variants of someone's address does not reset the backoff that protects that inbox.
 * Only the limit uses it: each variant stays a subscription of its own, as typed.
 */
const DOTS_IGNORED = new Set(["gmail.com"]);
const SAME_DOMAIN: Readonly<Record<string, string>> = { "googlemail.com": "gmail.com" };

export function inboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  const lowered = email.toLowerCase();
  let domain = lowered.slice(at + 1);
  domain = SAME_DOMAIN[domain] ?? domain;
  let local = lowered.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain}`;
}
