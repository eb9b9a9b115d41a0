/**
 * One visit a page: every exported page in both languages (lib/pages.ts and the languages
 * module), the 404 and the forms' outcome pages, and unknown paths, each opened once with its
 * scripts held back, then let through. What a page's HTML says is checked without a browser
 * (tests/unit/export.test.ts); here, what only a browser shows:
 * - before the scripts: the status, the address, the language, the one h1, and axe;
 * - once React has hydrated and the network is idle: axe again;
 * - all along: nothing refused by the page's Content-Security-Policy, no request to another
 *   origin, no cookie;
 * - on the sitemap's pages, the footer stays where a jump put it (1280 px, then reloaded at
 *   390 px), and at 390 px the no-cookie notice takes one line and covers no control.
 * A new check of every page belongs here, in this visit, not in a sweep of its own.
 */
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { cspViolations, hydrated, pages, unlistedPages } from "./helpers.ts";

/**
 * A visitor brought to the footer at once (a search in the page, a focused link) can click what
 * they see: the sections coming into view above it must not push it away (app/globals.css). The
 * link's top in eight frames after the jump.
 */
async function footerLinkTops(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const link = document.querySelector("footer nav a")!;
    link.scrollIntoView({ block: "center" });
    const tops: number[] = [];
    for (let frame = 0; frame < 8; frame++) {
      await new Promise(requestAnimationFrame);
      tops.push(Math.round(link.getBoundingClientRect().top));
    }
    return tops;
  });
}

/** The notice's height, its text's lines, and the controls of the first screen it covers. */
async function noticeFootprint(page: Page) {
  return page.locator("#privacy-notice").evaluate((element) => {
    const box = element.getBoundingClientRect();
    const text = element.querySelector("p")!;
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    const covered = [...document.querySelectorAll("a, button, input, select, textarea")]
      .filter((control) => !element.contains(control) && control.checkVisibility())
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return (
          r.width > 1 &&
          r.height > 1 &&
          r.top < innerHeight &&
          r.bottom > 0 &&
          r.bottom > box.top &&
          r.top < box.bottom &&
          r.right > box.left &&
          r.left < box.right
        );
      })
      .map((control) => control.outerHTML.slice(0, 120));
    return {
      height: box.height,
      lines: Math.round(text.getBoundingClientRect().height / lineHeight),
      covered,
    };
  });
}

const visits = [
  ...pages.map((entry) => ({ ...entry, status: 200, listed: true })),
  ...unlistedPages.map((entry) => ({
    ...entry,
    status: entry.path.endsWith("/404") ? 404 : 200,
    listed: false,
  })),
  { lng: "en" as const, path: "/no-such-page", status: 404, listed: false },
  { lng: "fr" as const, path: "/fr/page-inconnue", status: 404, listed: false },
];

test.describe("every page, one visit each", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // Two axe runs, a hydration and a reload: more than a journey's time on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  for (const { lng, path, status, listed } of visits) {
    test(path, async ({ page, context, baseURL }) => {
      const refused = await cspViolations(page);
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith("data:")) foreign.push(url);
      });
      // Read as they come, awaited at the end; a response still arriving as the test closes
      // the page is nobody's answer.
      const cookieHeaders: Promise<string | null>[] = [];
      page.on("response", (response) => {
        const header = response
          .headerValue("set-cookie")
          .catch((error: Error) => (page.isClosed() ? null : Promise.reject(error)));
        cookieHeaders.push(header.then((value) => value && `${response.url()}: ${value}`));
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/_next/static/**/*.js", async (route) => {
        await released;
        await route.continue();
      });

      // Before the scripts: what the HTML alone gives a visitor.
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(status);
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      expect(await seriousViolations(page), "before the scripts").toEqual([]);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

      // The scripts arrive, and whatever the hydrated page fetches next.
      release();
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), "once hydrated").toEqual([]);

      if (listed) {
        const tops = await footerLinkTops(page);
        expect(new Set(tops).size, `1280 px: the link's top in each frame ${tops}`).toBe(1);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await hydrated(page);
        const notice = await noticeFootprint(page);
        expect(notice.lines, "the notice's lines at 390 px").toBe(1);
        // One line of text and a 24 px close button, with their padding.
        expect(notice.height).toBeLessThanOrEqual(40);
        expect(notice.covered).toEqual([]);
        const phoneTops = await footerLinkTops(page);
        expect(new Set(phoneTops).size, `390 px: the link's top ${phoneTops}`).toBe(1);
      }

      expect(await page.evaluate(() => document.cookie)).toBe("");
      expect(refused).toEqual([]);
      expect(foreign).toEqual([]);
      expect((await Promise.all(cookieHeaders)).filter(Boolean)).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ["en", "fr"] as const) {
    test(`every page reads complete, as rendered (${lng})`, async ({ page }) => {
      for (const { path } of pages.filter((entry) => entry.lng === lng)) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await expect(page.locator("h1"), path).not.toBeEmpty();
        await expect(page.locator("footer nav"), path).toHaveCount(4);
        // Its rendered text, retried: once in a full run innerText read "" from a complete page.
        await expect(page.locator("main"), path).toHaveText(/\S{20,}|(\S+\s+){20,}/, {
          useInnerText: true,
        });
      }
    });
  }
});
