/**
 * The site's pages as the tests walk them, from lib/pages.ts and the languages module: every
 * page of the sitemap in both languages, and those outside it (the 404 and the forms' outcome
 * pages). The browser tests (tests/e2e/helpers.ts) and the export's unit test read this list.
 */
import { contactPages } from "../../lib/contact-pages";
import { languages, localizePath } from "../../lib/i18n/languages";
import { newsletterPages } from "../../lib/newsletter-pages";
import { allRoutes } from "../../lib/pages";

/** Every page of the site in both languages: `{ lng, path: "/fr/team", route: "/team" }`. */
export const pages = languages.flatMap((lng) =>
  allRoutes.map((route) => ({ lng, route, path: localizePath(route, lng) })),
);

/** The pages outside the sitemap, in both languages: the 404 and the forms' outcome pages. */
export const unlistedRoutes = [
  "/404",
  ...Object.values(newsletterPages),
  ...Object.values(contactPages),
];
export const unlistedPages = languages.flatMap((lng) =>
  unlistedRoutes.map((route) => ({ lng, route, path: localizePath(route, lng) })),
);
