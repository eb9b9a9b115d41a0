import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { contactPages } from "../../lib/contact-pages";
import { languages, localizePath, type Language } from "../../lib/i18n/languages";
import type { Namespace } from "../../lib/i18n/messages";
import { readBundle } from "../../lib/i18n/resources";
import { newsletterPages } from "../../lib/newsletter-pages";
import { allRoutes } from "../../lib/pages";
import { readPrices } from "../../lib/content/prices";
import type { PriceFile } from "../../lib/pricing/model";
import { readMail, type Mail } from "../support/read-mail";
import type { CapturedMail } from "../support/smtp";

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
  unlistedRoutes.map((route) => ({
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

/** The e-mails the test mail catcher received for an address, parsed; waits for at least one. */
export async function mailsTo(address: string): Promise<Mail[]> {
  let captured: CapturedMail[] = [];
  await expect
    .poll(async () => {
      const response = await fetch(
        `${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`,
      );
      captured = (await response.json()) as CapturedMail[];
      return captured.length;
    })
    .toBeGreaterThan(0);
  return Promise.all(captured.map(readMail));
}

/** What the site's server stored for an address: its contact messages and its subscription. */
export function stored(email: string) {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return {
      messages: db
        .prepare("SELECT name, email, message FROM messages WHERE email = ?")
        .all(email) as { name: string; email: string; message: string }[],
      subscription: db
        .prepare("SELECT email, status, language, source FROM subscriptions WHERE email_key = ?")
        .get(email.toLowerCase()) as
        { email: string; status: string; language: string; source: string | null } | undefined,
    };
  } finally {
    db.close();
  }
}

/** The price file, read and checked as the site reads it. */
export const prices: PriceFile = readPrices();

/**
 * What Chromium refuses under a page's Content-Security-Policy, each with the page's path: every
 * `securitypolicyviolation` event and every console message about the policy. Call before the
 * first navigation; the list fills as the page runs.
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(`${page.url()}: ${message.text()}`);
    }
  });
  await page.exposeFunction("reportViolation", (report: string) => refused.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`;
      (window as unknown as { reportViolation(report: string): void }).reportViolation(report);
    });
  });
  return refused;
}

/** A namespace's copy, as the tests read it to find what a page shows. */
export const copy = (lng: Language, ns: Namespace) => readBundle(lng, ns) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
