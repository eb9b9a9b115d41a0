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

/**
 * Waits until React has hydrated the page (components/layout/hydration-mark.tsx): the build
 * loads it after the first paint, which can come after the load event `goto` waits for.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens a page with the visitor's language already stored, so detection does not redirect,
 * and waits until it is interactive.
 */
export async function openAs(page: Page, lng: Language, path: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("e2e-seeded")) {
      localStorage.setItem("i18nextLng", value);
      sessionStorage.setItem("e2e-seeded", "1");
    }
  }, lng);
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}
