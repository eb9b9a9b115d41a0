import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, request, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import enContact from "../../locales/en/contact.json" with { type: "json" };
import frForms from "../../locales/fr/forms.json" with { type: "json" };
import { localizePath } from "../../lib/i18n/languages.ts";
import { CACHE_IMMUTABLE } from "../../lib/security-headers.ts";
import { comparedHeaders } from "../serving-parity.ts";
import { openAs, pages, stored } from "./helpers.ts";

/**
 * The `nginx` project only (every test here is tagged @nginx, and this file is left out of the
 * `chromium` project): the export behind nginx with the build's out/nginx.conf
 * (tests/support/nginx.ts) answers every URL as the project's server does (status, redirect
 * target, security headers, the page's own CSP, caching, body), and the forms work through
 * its proxy, with and without JavaScript. The project's server, started for the same run, is
 * the reference. Since the pages are the same bytes, every other check runs once, on the
 * project's server; those that could differ behind nginx carry the tag too.
 */
const outDir = path.resolve("out");
const serverURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

async function summary(response: APIResponse) {
  const headers = comparedHeaders(response.headers());
  // A redirect's body is nobody's page: nginx writes a short one, the project's server none.
  if (response.status() === 301) return { status: 301, headers };
  // The body by its digest, so that a difference reads in one line.
  const body = createHash("sha256")
    .update(await response.body())
    .digest("base64");
  return { status: response.status(), headers, body };
}

/** Hashed files of the build: every stylesheet and a few scripts. */
function someAssets(): string[] {
  const files = fs
    .readdirSync(path.join(outDir, "_next", "static"), { recursive: true, encoding: "utf8" })
    .map((file) => `/_next/static/${file.split(path.sep).join("/")}`)
    .filter((urlPath) => /\.(css|js)$/.test(urlPath));
  return [
    ...files.filter((f) => f.endsWith(".css")),
    ...files.filter((f) => f.endsWith(".js")).slice(0, 5),
  ];
}

let server: APIRequestContext;
test.beforeAll(async () => {
  server = await request.newContext({ baseURL: serverURL });
});
test.afterAll(async () => server.dispose());

const groups = {
  "every page at its clean URL": pages.map(({ path: urlPath }) => urlPath),
  "old and trailing-slash URLs": [
    "/index.html?lng=fr",
    "/team.html",
    "/team/?lng=fr&ref=mail",
    "/fr/",
    "/fr/solutions/pixel.html",
    "/solutions/pixel/",
  ],
  "unknown paths, the 404 pages and the files that are not content": [
    "/no-such-page",
    "/fr/page-inconnue",
    "/fr/solutions/nope/deeper",
    "/404",
    "/404.html",
    "/fr/404",
    "/team.html.gz",
    "/_next/static/chunks/missing.js",
    "/_headers",
    "/_redirects",
    "/nginx.conf",
    "/.build-stamp",
  ],
  "the browser editor and its files (a page policy of its own)": [
    "/admin",
    "/admin.html",
    "/admin/",
    "/admin/editor.js",
    ...fs
      .readdirSync(path.join(outDir, "admin", "assets"))
      .filter((name) => /\.(woff2|wasm)$/.test(name))
      .map((name) => `/admin/assets/${name}`),
    "/admin/no-such-file.js",
  ],
  "hashed assets and other files": [
    ...someAssets(),
    "/sitemap.xml",
    "/robots.txt",
    "/locales/fr/common.json",
  ],
};

for (const [group, urls] of Object.entries(groups)) {
  test(
    `${group}: the same answers as the project's server`,
    { tag: "@nginx" },
    async ({ request: nginx }) => {
      expect(urls.length).toBeGreaterThan(2);
      for (const urlPath of urls) {
        const [fromNginx, fromServer] = await Promise.all([
          nginx.get(urlPath, { maxRedirects: 0 }).then(summary),
          server.get(urlPath, { maxRedirects: 0 }).then(summary),
        ]);
        expect(fromNginx, urlPath).toEqual(fromServer);
      }
    },
  );
}

test(
  "hashed assets are cached for good, pages and 404s revalidated",
  { tag: "@nginx" },
  async ({ request: nginx }) => {
    for (const urlPath of someAssets()) {
      expect((await nginx.get(urlPath)).headers()["cache-control"], urlPath).toBe(CACHE_IMMUTABLE);
    }
    for (const urlPath of ["/", "/fr/team", "/no-such-page"]) {
      expect((await nginx.get(urlPath)).headers()["cache-control"], urlPath).toBe(
        "public, max-age=0, must-revalidate",
      );
    }
  },
);

test("sends the build's gzip files", { tag: "@nginx" }, async ({ request: nginx }) => {
  for (const [urlPath, file, status] of [
    ["/fr/team", "fr/team.html", 200],
    ["/fr/page-inconnue", "fr/404.html", 404],
    [someAssets()[0]!, someAssets()[0]!.slice(1), 200],
  ] as const) {
    const response = await nginx.get(urlPath, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), urlPath).toBe(status);
    expect(response.headers()["content-encoding"], urlPath).toBe("gzip");
    expect(response.headers().vary, urlPath).toBe("Accept-Encoding");
    expect(await response.text(), urlPath).toBe(fs.readFileSync(path.join(outDir, file), "utf8"));
  }
});

test.describe("the forms, through nginx's proxy to the project's server", { tag: "@nginx" }, () => {
  test("the newsletter subscribes", async ({ page }) => {
    await openAs(page, "fr", "/fr/team");
    const footer = page.getByRole("contentinfo");
    await footer
      .getByPlaceholder(frForms.newsletter.footer.placeholder)
      .fill(`nginx-${Date.now()}@example.com`);
    const answer = page.waitForResponse("**/api/email/register-to-list");
    await footer.getByRole("button", { name: frForms.newsletter.submit }).click();
    expect((await answer).status()).toBe(201);
    await expect(footer.getByRole("status")).toContainText("Merci pour votre inscription\u202F!");
  });

  test("the contact form sends", async ({ page }) => {
    const labels = enContact.form;
    await openAs(page, "en", localizePath("/contact", "en"));
    await page.getByLabel(labels.name, { exact: true }).fill("Ada Lovelace");
    await page.getByLabel(labels.email, { exact: true }).fill(`nginx-${Date.now()}@example.com`);
    await page
      .getByLabel(labels.message, { exact: true })
      .fill("A quote for 40 panellists, please.");
    const answer = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: labels.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("status").filter({ hasText: labels.sentStatus })).toBeVisible();
  });
});

test.describe("without JavaScript, through nginx's proxy", { tag: "@nginx" }, () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter's post lands on its page and is stored", async ({ page }) => {
    const email = `nginx-no-js-${Date.now()}@example.com`;
    await page.goto("/fr/team");
    const footer = page.getByRole("contentinfo");
    await footer.getByPlaceholder(frForms.newsletter.footer.placeholder).fill(email);
    await footer.getByRole("button", { name: frForms.newsletter.submit }).click();
    await expect(page).toHaveURL(localizePath("/newsletter/pending", "fr"));
    await expect(page.locator("h1")).toHaveText(frForms.newsletter.success);
    expect(stored(email).subscription).toMatchObject({ language: "fr", source: "/fr/team" });
  });

  test("the contact form's post lands on Sent ! and is stored", async ({ page }) => {
    const labels = enContact.form;
    const email = `nginx-no-js-contact-${Date.now()}@example.com`;
    await page.goto("/contact");
    await page.getByLabel(labels.name, { exact: true }).fill("Ada Lovelace");
    await page.getByLabel(labels.email, { exact: true }).fill(email);
    await page.getByLabel(labels.message, { exact: true }).fill("A quote, please.");
    await page.getByRole("button", { name: labels.submit }).click();
    await expect(page).toHaveURL("/contact/sent");
    await expect(page.locator("h1")).toHaveText(labels.sent);
    expect(stored(email).messages).toEqual([
      { name: "Ada Lovelace", email, message: "A quote, please." },
    ]);
  });
});
