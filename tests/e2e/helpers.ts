import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { products } from "../../lib/products.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { readPrices } from "../../lib/content/prices.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { settings } from "../../lib/settings.ts";
import { copy } from "../support/copy.ts";
import { menuTargets } from "../support/menu-targets.ts";
import { readMail, type Mail } from "../support/read-mail.ts";
import type { CapturedMail } from "../support/smtp.ts";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import frContact from "../../locales/fr/contact.json" with { type: "json" };

/** The contact form's copy, by language. */
export const contactFormCopy = { en: enContact.form, fr: frContact.form };

export { pages, unlistedPages } from "../support/site-pages.ts";
export { menuTargets, type MenuTarget } from "../support/menu-targets.ts";
export { copy } from "../support/copy.ts";

/**
 * Waits until React has hydrated the page (components/layout/hydration-mark.tsx): the build
 * loads it after the first paint, which can come after the load event `goto` waits for.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A phone is narrower than this: the CPU is slowed at its widths only (`throttle`).
 */
const phoneWidth = 768;

/**
 * Slow 4G, as Lighthouse's mobile profile; at a phone's width, the CPU four times slower too.
 * A laptop keeps its CPU. Chromium slows one by making the page's main thread spin three
 * quarters of the time, working or idle: a slowed page costs the machine most of a core for
 * as long as it stays slowed (decision 0042). `slowCpu(false)` gives the machine's speed back,
 * `slowCpu(true)` slows it again.
 */
export async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  const phone = page.viewportSize()!.width < phoneWidth;
  const slowCpu = async (slow: boolean) => {
    if (phone) await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow ? 4 : 1 });
  };
  await slowCpu(true);
  return { slowCpu };
}

/**
 * Opens `path` throttled (`throttle`) with its scripts held until `hydrate()`, and the visitor's
 * language stored (no redirect). Returns once the page has painted.
 *
 * On a phone the CPU is slowed where its speed shapes what the visitor gets: up to the first
 * paint, and from the scripts' release on. In between, the page is its HTML and CSS alone,
 * held there by the test, not by a race: a slower CPU would change nothing but the test's time.
 */
export async function openBeforeScripts(page: Page, path: string) {
  const { slowCpu } = await throttle(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(
    (lng) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      localStorage.setItem("i18nextLng", lng);
      sessionStorage.setItem("e2e-seeded", "1");
    },
    path.startsWith("/fr") ? "fr" : "en",
  );
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main h1").waitFor();
  await slowCpu(false);
  return {
    /** Lets the scripts through, the CPU slowed again, and waits for React to hydrate the page. */
    async hydrate() {
      await slowCpu(true);
      release();
      await hydrated(page);
    },
  };
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

/**
 * How many of the page's scripts so far hold `marker` (a name only one library's code carries),
 * once each is read: counts what a page fetched, on demand or not.
 */
export function scriptsHolding(page: Page, marker: string): () => Promise<number> {
  const reads: Promise<boolean>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js"))
      reads.push(
        response
          .text()
          .then((body) => body.includes(marker))
          .catch(() => false),
      );
  });
  return async () => (await Promise.all(reads)).filter(Boolean).length;
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

/** The names of the products the menus show as tiles (all but custom devices), in catalogue order. */
export function readyMadeNames(lng: Language): string[] {
  const names = copy(lng, "products");
  return products()
    .filter(({ kind }) => kind !== "custom")
    .map(({ slug }) => names[slug].name as string);
}

/**
 * Opens the mobile menu with a tap (the first) and checks every target is there, on screen,
 * one more tap away. Returns the open menu.
 */
export async function openMobileMenu(page: Page, lng: Language) {
  await page.getByRole("button", { name: copy(lng, "header").openMenu }).tap();
  const menu = page.locator("#mobile-menu");
  for (const target of menuTargets(lng)) {
    const link = menu.locator(`a[href="${target.href}"]`);
    await expect(link, target.name).toHaveCount(1);
    await expect(link, target.name).toBeVisible();
    await expect(link, `${target.name} without scrolling the menu`).toBeInViewport();
  }
  return menu;
}

/** The application's pages answered here, as the tests have no other origin to reach. */
export async function fakeApplication(page: Page) {
  for (const href of [settings.app.signIn, settings.app.signUp]) {
    await page.route(href, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Application</title>" }),
    );
  }
}
