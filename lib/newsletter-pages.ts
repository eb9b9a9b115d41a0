/**
 * The site's newsletter pages, where the API's confirmation and unsubscribe links land. One
 * list for the pages (built from `locales/{en,fr}/newsletter.json`) and for the server, which
 * redirects to them (303) in the subscriber's language: English at the root, French under /fr.
 */
import { localizePath, type Language } from "./i18n/languages";

export const newsletterPages = {
  /** The confirmation link worked. */
  confirmed: "/newsletter/confirmed",
  /** A confirmation link opened again, or for an address confirmed meanwhile. */
  alreadyConfirmed: "/newsletter/already-confirmed",
  /** Opened with `?token=…`: a button POSTs `{ token }` to /api/newsletter/unsubscribe. */
  unsubscribe: "/newsletter/unsubscribe",
  /** The address is unsubscribed (a link opened after unsubscribing). */
  unsubscribed: "/newsletter/unsubscribed",
  /** A confirmation link past its expiry: subscribing again sends a fresh one. */
  linkExpired: "/newsletter/link-expired",
  /** A forged, damaged or unknown link, or one for an address erased since. */
  linkInvalid: "/newsletter/link-invalid",
} as const;

export type NewsletterPage = keyof typeof newsletterPages;

/** The page's path in a language, with the token in the query when the page needs one. */
export function newsletterPagePath(page: NewsletterPage, lng: Language, token?: string): string {
  const path = localizePath(newsletterPages[page], lng);
  return token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`;
}

const PREFIX = "/newsletter/";

/** The pages' last path segments, e.g. `already-confirmed`: the route's static params. */
export const newsletterSlugs = Object.values(newsletterPages).map((path) =>
  path.slice(PREFIX.length),
);

/** The page a last path segment names. */
export function newsletterPageOf(slug: string): NewsletterPage {
  const found = (Object.keys(newsletterPages) as NewsletterPage[]).find(
    (page) => newsletterPages[page] === `${PREFIX}${slug}`,
  );
  if (found === undefined)
    throw new Error(`No newsletter page "${slug}" (lib/newsletter-pages.ts)`);
  return found;
}
