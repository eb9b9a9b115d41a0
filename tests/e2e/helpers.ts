import type { Page } from "@playwright/test";
import { languages, localizePath, type Language } from "../../lib/i18n/languages";
import { newsletterPages } from "../../lib/newsletter-pages";
import { allRoutes } from "../../lib/pages";

/** Every page of the site in both languages: `{ lng, path: "/fr/team", route: "/team" }`. */
export const pages = languages.flatMap((lng) =>
  allRoutes.map((route) => ({ lng, route, path: localizePath(route, lng) })),
);

/** The pages outside the sitemap, in both languages: the 404 and the newsletter's link pages. */
export const unlistedPages = languages.flatMap((lng) =>
  ["/404", ...Object.values(newsletterPages)].map((route) => ({
    lng,
    path: localizePath(route, lng),
  })),
);

/** Opens a page with the visitor's language already stored, so detection does not redirect. */
export async function openAs(page: Page, lng: Language, path: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("e2e-seeded")) {
      localStorage.setItem("i18nextLng", value);
      sessionStorage.setItem("e2e-seeded", "1");
    }
  }, lng);
  return page.goto(path);
}
