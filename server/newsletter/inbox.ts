// For the resend limit only: variants of an address must not reset the backoff of its inbox.
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
