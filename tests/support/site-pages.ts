/**
 * The site's pages as the tests walk them, from lib/pages.ts and the languages module: every
 * page of the sitemap in both languages, and those outside it (the 404, the forms' outcome
 * pages and the request pages). The browser tests (tests/e2e/helpers.ts) and the export's unit
 * test read this list.
 */
import { contactPages } from "../../lib/contact-pages.ts";
import { languages, localizePath } from "../../lib/i18n/languages.ts";
import { newsletterPages } from "../../lib/newsletter-pages.ts";
import { allRoutes } from "../../lib/pages.ts";
import { requestHref, requestIds } from "../../lib/request-pages.ts";

/** Every page of the site in both languages: `{ lng, path: "/fr/team", route: "/team" }`. */
export const pages = languages.flatMap((lng) =>
  allRoutes().map((route) => ({ lng, route, path: localizePath(route, lng) })),
);

/**
 * The pages outside the sitemap, in both languages: the 404, the forms' outcome pages, and one
 * request page for all (they differ only in what the form holds; this one tells a configuration).
 */
export const unlistedRoutes = [
  "/404",
  ...Object.values(newsletterPages),
  ...Object.values(contactPages),
  requestHref("en", "trial-kit"),
];
export const unlistedPages = languages.flatMap((lng) =>
  unlistedRoutes.map((route) => ({ lng, route, path: localizePath(route, lng) })),
);

/** Every request page (lib/request-pages.ts), in both languages: the contact form with a request filled in. */
export const requestPages = languages.flatMap((lng) =>
  requestIds().map((id) => ({ lng, route: requestHref("en", id), path: requestHref(lng, id) })),
);
