import { outcomePages } from "./outcome-pages.ts";

const newsletter = outcomePages("/newsletter/", {
  subscribed: "/newsletter/subscribed",
  pending: "/newsletter/pending",
  recentlySent: "/newsletter/link-sent-recently",
  invalid: "/newsletter/check-address",
  rateLimited: "/newsletter/too-many-attempts",
  failed: "/newsletter/not-recorded",
  confirmed: "/newsletter/confirmed",
  alreadyConfirmed: "/newsletter/already-confirmed",
  unsubscribe: "/newsletter/unsubscribe",
  unsubscribed: "/newsletter/unsubscribed",
  linkExpired: "/newsletter/link-expired",
  linkInvalid: "/newsletter/link-invalid",
});

export const newsletterPages = newsletter.paths;
export type NewsletterPage = keyof typeof newsletterPages;
export const newsletterPagePath = newsletter.path;
export const newsletterSlugs = newsletter.slugs;
export const newsletterPageOf = newsletter.pageOf;
