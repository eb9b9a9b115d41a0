/**
 * The site's newsletter pages: where the API's confirmation and unsubscribe links land, and
 * where the newsletter form lands when it is sent without JavaScript. One list for the pages
 * (built from `locales/{en,fr}/newsletter.json`) and for the server, which redirects to them.
 */
import { outcomePages } from "./outcome-pages.ts";

const newsletter = outcomePages("/newsletter/", {
  /** The form was sent and the address is subscribed. */
  subscribed: "/newsletter/subscribed",
  /** The form was sent; the subscription waits for its confirmation link (double opt-in). */
  pending: "/newsletter/pending",
  /**
   * The form was sent, but a confirmation link went to the same inbox a short while ago (the
   * resend limit, server/newsletter/resend.ts): the server answers with this page filled in with
   * when a new link can be asked for.
   */
  recentlySent: "/newsletter/link-sent-recently",
  /** The address was refused (a browser without e-mail validation, or an outdated page). */
  invalid: "/newsletter/check-address",
  /** Too many posts from one connection within a minute. */
  rateLimited: "/newsletter/too-many-attempts",
  /** The server could not record the request: try again. */
  failed: "/newsletter/not-recorded",
  /** The confirmation link worked. */
  confirmed: "/newsletter/confirmed",
  /** A confirmation link opened again, or for an address confirmed meanwhile. */
  alreadyConfirmed: "/newsletter/already-confirmed",
  /** Opened with `?token=…`: its button posts the token to /api/newsletter/unsubscribe. */
  unsubscribe: "/newsletter/unsubscribe",
  /** The address is unsubscribed (a link opened after unsubscribing). */
  unsubscribed: "/newsletter/unsubscribed",
  /** A confirmation link past its expiry: subscribing again sends a fresh one. */
  linkExpired: "/newsletter/link-expired",
  /** A forged, damaged or unknown link, or one for an address erased since. */
  linkInvalid: "/newsletter/link-invalid",
});

export const newsletterPages = newsletter.paths;
export type NewsletterPage = keyof typeof newsletterPages;
export const newsletterPagePath = newsletter.path;
export const newsletterSlugs = newsletter.slugs;
export const newsletterPageOf = newsletter.pageOf;
