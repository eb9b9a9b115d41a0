/**
 * The `api-origin` project only (playwright.config.ts): the pages on one origin (nginx, with no
 * /api route, as GitHub Pages or a CDN serves them) and the forms' API on another (the project's
 * server started alone; the copy of the export `npm run api-origin` pointed there). Both forms work with and without
 * JavaScript and land on the site's own pages; a page on any other origin is refused by CORS and
 * by the server, and the site's pages may post or connect nowhere else (their CSP).
 */
import Database from "better-sqlite3";
import { expect, request, test, type Page } from "@playwright/test";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import enForms from "../../locales/en/forms.json" with { type: "json" };
import frContact from "../../locales/fr/contact.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import enHeader from "../../locales/en/header.json" with { type: "json" };
import frHeader from "../../locales/fr/header.json" with { type: "json" };
import { localizePath } from "../../lib/i18n/languages.ts";
import { cspViolations, hydrated } from "./helpers.ts";

const apiOrigin = process.env.E2E_API_ORIGIN!;
const pagesPort = process.env.E2E_PAGES_PORT!;
const pagesOrigin = `http://127.0.0.1:${pagesPort}`;
/** The same nginx by another name: another origin, which the API was not configured for. */
const foreignOrigin = `http://localhost:${pagesPort}`;
const copy = {
  en: { ...enForms, contact: enContact.form },
  fr: { ...frForms, contact: frContact.form },
} as const;
const header = { en: enHeader, fr: frHeader } as const;
let counter = 0;

/** What the API stored for an address (its own database). */
function stored(email: string) {
  const db = new Database(process.env.E2E_API_ORIGIN_DATABASE_PATH!, {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return {
      messages: db.prepare("SELECT name, message FROM messages WHERE email = ?").all(email),
      subscription: db
        .prepare("SELECT status, language FROM subscriptions WHERE email_key = ?")
        .get(email.toLowerCase()),
    };
  } finally {
    db.close();
  }
}

async function fillContact(page: Page, lng: "en" | "fr", email: string) {
  const c = copy[lng].contact;
  await page.getByLabel(c.name, { exact: true }).fill("Grace Hopper");
  await page.getByLabel(c.email, { exact: true }).fill(email);
  await page.getByLabel(c.message, { exact: true }).fill("A quote for 40 panellists, please.");
  await page.getByRole("button", { name: c.submit }).click();
}

test("the pages post and connect to the API's origin, and nowhere else (CSP)", async ({ page }) => {
  const response = await page.goto("/contact");
  const csp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  expect(csp).toContain(`form-action 'self' ${apiOrigin}`);
  expect(csp).toContain(`connect-src 'self' ${apiOrigin}`);
  expect(response?.status()).toBe(200);
  // nginx serves no API here: a post to the pages' own origin gets its 405, as on GitHub Pages.
  expect((await page.request.post("/api/contact", { data: {} })).status()).toBe(405);
  await expect(page.locator("form[method=post]").first()).toHaveAttribute(
    "action",
    `${apiOrigin}/api/contact?lng=en`,
  );
});

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];

  test.describe(`with JavaScript (${lng})`, () => {
    test("the newsletter and the contact form reach the API and thank, the form reached in place", async ({
      page,
    }) => {
      const violations = await cspViolations(page);
      const email = `api-origin-js-${lng}-${Date.now()}-${counter++}@example.com`;
      await page.goto(localizePath("/team", lng));
      await hydrated(page);
      // The header's link navigates in place: the contact form is rendered by the page's
      // script, not read from the pointed HTML, and must find the API's origin all the same.
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      await page
        .getByRole("banner")
        .getByRole("link", { name: header[lng].moreInformation })
        .click();
      await expect(page).toHaveURL(`${pagesOrigin}${localizePath("/contact", lng)}`);
      expect(await page.evaluate(() => "e2eSamePage" in window)).toBe(true);
      await expect(page.locator("form[method=post]").first()).toHaveAttribute(
        "action",
        `${apiOrigin}/api/contact?lng=${lng}`,
      );
      const footer = page.getByRole("contentinfo");
      await footer.getByPlaceholder(t.newsletter.footer.placeholder).fill(email);
      const subscribed = page.waitForResponse(`${apiOrigin}/api/email/register-to-list`);
      await footer.getByRole("button", { name: t.newsletter.submit }).click();
      expect((await subscribed).status()).toBe(201);
      await expect(footer.getByRole("status")).toBeVisible();
      expect(stored(email).subscription).toMatchObject({ language: lng });

      const sent = page.waitForResponse(`${apiOrigin}/api/contact`);
      await fillContact(page, lng, email);
      expect((await sent).status()).toBe(201);
      await expect(
        page.getByRole("status").filter({ hasText: t.contact.sentStatus }),
      ).toBeVisible();
      expect(stored(email).messages).toEqual([
        { name: "Grace Hopper", message: "A quote for 40 panellists, please." },
      ]);
      expect(page.url().startsWith(pagesOrigin)).toBe(true);
      expect(violations).toEqual([]);
    });
  });

  test.describe(`without JavaScript (${lng})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the newsletter and the contact form post to the API and land on the site's pages", async ({
      page,
    }) => {
      const email = `api-origin-nojs-${lng}-${Date.now()}-${counter++}@example.com`;
      await page.goto(localizePath("/distributors", lng));
      const footer = page.getByRole("contentinfo");
      await footer.getByPlaceholder(t.newsletter.footer.placeholder).fill(email);
      await footer.getByRole("button", { name: t.newsletter.submit }).click();
      await expect(page).toHaveURL(`${pagesOrigin}${localizePath("/newsletter/pending", lng)}`);
      await expect(page.locator("h1")).toHaveText(t.newsletter.success);
      expect(stored(email).subscription).toMatchObject({ language: lng });

      await page.goto(localizePath("/contact", lng));
      await fillContact(page, lng, email);
      await expect(page).toHaveURL(`${pagesOrigin}${localizePath("/contact/sent", lng)}`);
      await expect(page.locator("h1")).toHaveText(t.contact.sent);
      expect(stored(email).messages).toHaveLength(1);
    });

    test("a refused contact request comes back from the API filled in, styled as the site, and posts again", async ({
      page,
    }) => {
      const violations = await cspViolations(page);
      const email = `api-origin-refused-${lng}-${Date.now()}-${counter++}@example.com`;
      await page.goto(localizePath("/contact", lng));
      const form = page.locator("main form[method=post]");
      await form.locator("[name=topic]").selectOption("quote");
      await page.getByLabel(t.contact.name, { exact: true }).fill("Grace Hopper");
      await page.getByLabel(t.contact.email, { exact: true }).fill(email);
      await page.getByLabel(t.contact.message, { exact: true }).fill("A quote, please.");
      await page.getByRole("button", { name: t.contact.submit }).click();
      // Served by the API (its origin), in the post's language, with what was typed.
      await expect(page).toHaveURL(`${apiOrigin}/api/contact?lng=${lng}`);
      await expect(page.getByLabel(t.contact.name, { exact: true })).toHaveValue("Grace Hopper");
      const organisation = form.locator("[name=organisation]");
      await expect(organisation).toHaveAttribute("aria-invalid", "true");
      // The site's look: its stylesheet applies (the page carries it), nothing refused by its CSP.
      await expect(organisation).toHaveCSS("border-radius", "6px");
      await expect(page.getByRole("button", { name: t.contact.submit })).toHaveCSS(
        "color",
        "rgb(255, 255, 255)",
      );
      await expect(form.locator("[data-field=organisation] p").last()).toBeVisible();
      // Its links go back to the site.
      await expect(page.locator('a[href^="/"]')).toHaveCount(0);
      await expect(
        page.locator(`header a[href="${pagesOrigin}${localizePath("/pricing", lng)}"]`).first(),
      ).toBeVisible();
      await organisation.fill("Navy Labs");
      await page.getByRole("button", { name: t.contact.submit }).click();
      await expect(page).toHaveURL(`${pagesOrigin}${localizePath("/contact/sent", lng)}`);
      expect(stored(email).messages).toHaveLength(1);
      expect(violations).toEqual([]);
    });
  });
}

test.describe("another origin", () => {
  test("a page elsewhere cannot call the API: no CORS header, a 403, nothing stored", async ({
    page,
  }) => {
    await page.goto(`${foreignOrigin}/contact`);
    await hydrated(page);
    const email = `foreign-${Date.now()}-${counter++}@example.com`;
    const outcome = await page.evaluate(
      async ({ url, email }) => {
        try {
          const response = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "Mallory", email, message: "From elsewhere." }),
          });
          return `answered ${response.status}`;
        } catch (error) {
          return `refused: ${(error as Error).name}`;
        }
      },
      { url: `${apiOrigin}/api/contact`, email },
    );
    expect(outcome).toBe("refused: TypeError");

    // The same requests as the server sees them, a native form post included.
    const client = await request.newContext();
    for (const [headers, data] of [
      [{ "content-type": "application/json" }, JSON.stringify({ name: "M", email, message: "x" })],
      [
        { "content-type": "application/x-www-form-urlencoded" },
        new URLSearchParams({ name: "M", email, message: "From elsewhere." }).toString(),
      ],
    ] as const) {
      const response = await client.post(`${apiOrigin}/api/contact`, {
        headers: { ...headers, origin: foreignOrigin },
        data,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      expect(response.headers()["access-control-allow-origin"]).toBeUndefined();
    }
    await client.dispose();
    expect(stored(email).messages).toEqual([]);
  });

  test("a site's page may not post or connect to any other origin (CSP)", async ({ page }) => {
    const violations = await cspViolations(page);
    await page.goto("/contact");
    await hydrated(page);
    await page.evaluate((target) => {
      void fetch(`${target}/collect`, { method: "POST", body: "x" }).catch(() => {});
      const form = document.createElement("form");
      form.method = "post";
      form.action = `${target}/collect`;
      document.body.append(form);
      form.submit();
    }, foreignOrigin);
    await expect.poll(() => violations.join("\n")).toMatch(/connect-src/);
    await expect.poll(() => violations.join("\n")).toMatch(/form-action/);
    expect(page.url().startsWith(pagesOrigin)).toBe(true);
  });
});
