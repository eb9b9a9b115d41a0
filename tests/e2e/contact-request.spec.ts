/**
 * A request sales can act on: every link to the contact form in the exported site
 * arrives with what it knows (topic, product, the calculator's configuration, a message) filled
 * in before the page's scripts arrive (its request page's HTML, or its query read by the inline
 * script; tests/e2e/request-links.spec.ts clicks them); a request sent with them is stored and forwarded with
 * them; without JavaScript the new fields are typed and sent; once hydrated, the country is a
 * combobox worked by the keyboard that posts the country's code.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { createI18n } from "../../lib/i18n/copy.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { products } from "../../lib/products.ts";
import { preparedRequest, type RequestId } from "../../lib/request-pages.ts";
import { contactFormCopy, copy, hydrated, mailsTo, scriptsHolding } from "./helpers.ts";

const forms = contactFormCopy;
const SALES = "sales@epiderma.example";
const OUT = path.resolve("out");
let counter = 0;

/** Every link to the contact form in the exported pages, with its text and the page it is on. */
function contactLinks(): { page: string; href: string; text: string }[] {
  const links: { page: string; href: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["_next", "admin", "api"].includes(entry.name)) walk(file);
      } else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(file, "utf8");
        for (const [, href, inner] of html.matchAll(
          /<a\b[^>]*?href="((?:\/fr)?\/contact(?:\/request\/[\w-]+)?(?:\?[^"]*)?)"[^>]*>([\s\S]*?)<\/a>/g,
        )) {
          const text = inner!.replace(/<[^>]+>/g, "").trim();
          links.push({ page: path.relative(OUT, file), href: href!.replace(/&amp;/g, "&"), text });
        }
      }
    }
  };
  walk(OUT);
  return links;
}

/** Opens `path` with the page's scripts held back (never released): the HTML's own doing. */
async function openWithoutScripts(page: Page, url: string) {
  await page.route("**/_next/static/**/*.js", () => new Promise<void>(() => {}));
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

/** The stored rows for a visitor's address, with the request's details. */
function storedRequests(email: string) {
  const db = new Database(process.env.E2E_DATABASE_PATH!, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "SELECT topic, product, organisation, country, configuration, message FROM messages WHERE email = ?",
      )
      .all(email);
  } finally {
    db.close();
  }
}

/** The forward of the request from `email`, as sales receives it. */
async function forwardFrom(email: string) {
  let found;
  await expect
    .poll(async () => {
      const mails = await mailsTo(SALES);
      found = mails.find((mail) => mail.headers.get("reply-to")?.includes(email));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

const links = contactLinks();

/** What a link to the contact form writes in it: its request page's request, or its query's. */
function requestOf(href: string): { lng: Language; request: Record<string, string | undefined> } {
  const url = new URL(href, "http://site.invalid");
  const lng: Language = url.pathname.startsWith("/fr/") ? "fr" : "en";
  const id = /\/contact\/request\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (id) return { lng, request: { ...preparedRequest(createI18n(lng), lng, id as RequestId) } };
  return { lng, request: Object.fromEntries(url.searchParams) };
}

test.describe("links to the contact form", () => {
  test("every Book a demonstration, Request a quote and ask-us link says what it asks", () => {
    const demo = links.filter((link) =>
      /^(Book a demonstration|Demander une démonstration)/i.test(link.text),
    );
    expect(demo.length).toBeGreaterThan(0);
    for (const link of demo) expect(requestOf(link.href).request.topic, link.page).toBe("demo");
    // Each product page's demonstration link names its product; its data-sheet link too.
    for (const { slug: product } of products().filter(({ kind }) => kind !== "custom")) {
      for (const lng of ["en", "fr"] as const) {
        const page = `${lng === "en" ? "" : "fr/"}solutions/${product}.html`;
        const onPage = links.filter((link) => link.page === page);
        expect(onPage.length, page).toBeGreaterThan(0);
        expect(
          onPage.some(({ href }) => {
            const { request } = requestOf(href);
            return request.topic === "demo" && request.product === product;
          }),
          page,
        ).toBe(true);
      }
    }
    // A link that writes a message says what it is about.
    const asks = links.filter((link) => requestOf(link.href).request.message);
    expect(asks.length).toBeGreaterThan(0);
    for (const link of asks)
      expect(requestOf(link.href).request.topic, `${link.page}: ${link.text}`).toBeTruthy();
  });

  const distinct = [...new Map(links.map((link) => [link.href, link])).values()].filter((link) =>
    /\?|\/request\//.test(link.href),
  );
  // Each request page's HTML holds its request (tests/unit/export.test.ts): the browser opens one
  // link of each kind (demo, quote, data sheet…, with a query or not) in each language.
  const requestKind = (href: string) =>
    href.replace(/(\/request\/[a-z]+)[\w-]*/, "$1").replace(/=[^&]*/g, "");
  const sample = [...new Map(distinct.map((link) => [requestKind(link.href), link])).values()];

  test(`one of each of the ${distinct.length} arrives filled in before the scripts`, async ({
    page,
  }) => {
    test.setTimeout(sample.length * 3000 + 30_000);
    await page.route("**/_next/static/**/*.js", () => new Promise<void>(() => {}));
    // The visitor's language is the page's: detection sends no one to the other language.
    await page.addInitScript(() =>
      localStorage.setItem("i18nextLng", location.pathname.startsWith("/fr") ? "fr" : "en"),
    );
    for (const link of sample) {
      await page.goto(link.href, { waitUntil: "domcontentloaded" });
      const { request } = requestOf(link.href);
      const form = page.locator("form[action^='/api/contact']");
      const value = (name: string) =>
        form
          .locator(`[name="${name}"]`)
          .first()
          .evaluate((field) => (field as HTMLInputElement).value);
      for (const name of ["topic", "product", "configuration", "message"]) {
        expect(await value(name), `${link.href} ${name}`).toBe(request[name] ?? "");
      }
    }
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });
});

test.describe("a request sent with what its link knew", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const lng of ["en", "fr"] as const) {
    test(`a quote from the calculator, sent before the scripts arrive, is stored and forwarded with it (${lng})`, async ({
      page,
    }) => {
      const t = forms[lng];
      const email = `request-quote-${lng}-${Date.now()}-${counter++}@example.com`;
      const configuration = "months=12&panellists=40&options=platform,pixel";
      await openWithoutScripts(
        page,
        `${localizePath("/contact", lng)}?topic=quote&product=pixel&configuration=${encodeURIComponent(configuration)}`,
      );
      await expect(page.getByLabel(t.topic, { exact: true })).toHaveValue("quote");
      await expect(page.getByLabel(t.product, { exact: true })).toHaveValue("pixel");
      // The configuration told in words.
      await expect(page.locator("[data-configuration-summary]")).toHaveText(
        lng === "en"
          ? "Calculator configuration: 40 panellists over 12 months, with platform with mobile app and face camera."
          : "Configuration du simulateur\u00a0: 40 panélistes pendant 12 mois, avec plateforme avec application mobile et caméra plein visage.",
      );
      await page.getByLabel(t.name, { exact: true }).fill("Jeanne Martin");
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.organisation, { exact: true }).fill("Laboratoire Sud");
      await page
        .getByLabel(t.country, { exact: true })
        .fill(lng === "en" ? "Germany" : "Allemagne");
      // The topic and its configuration say it: no message needed.
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(localizePath("/contact/sent", lng));
      expect(storedRequests(email)).toEqual([
        {
          topic: "quote",
          product: "pixel",
          organisation: "Laboratoire Sud",
          country: "DE",
          configuration,
          message: "",
        },
      ]);
      const mail = await forwardFrom(email);
      expect(mail.subject).toBe("Contact form (quote): Jeanne Martin");
      for (const line of [
        "Topic: quote",
        "Product: pixel",
        "Organisation: Laboratoire Sud",
        "Country: Germany (DE)",
        `Configuration: ${configuration}`,
      ]) {
        expect(mail.text).toContain(line);
      }
    });
  }

  test("a refused post before the scripts comes back filled in, its error next to its field in the page's language, nothing typed in the address", async ({
    page,
  }) => {
    const t = forms.fr;
    await openWithoutScripts(page, "/fr/contact?topic=distributor");
    await page.getByLabel(t.name, { exact: true }).fill("Ada");
    await page.getByLabel(t.email, { exact: true }).fill("ada-refused@example.com");
    await page.getByLabel(t.country, { exact: true }).fill("Narnia");
    await page
      .getByLabel(t.message, { exact: true })
      .fill("Nous distribuons du matériel de laboratoire.");
    await page.getByRole("button", { name: t.submit }).click();
    // The server's answer is the page itself: the address is the form's action, nothing typed.
    await expect(page).toHaveURL(/\/api\/contact\?lng=fr$/);
    await expect(page.getByLabel(t.country, { exact: true })).toHaveValue("Narnia");
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("Ada");
    await expect(page.getByLabel(t.topic, { exact: true })).toHaveValue("distributor");
    await expect(page.getByRole("alert")).toContainText(t.errors.country.invalid);
    const country = page.getByLabel(t.country, { exact: true });
    await expect(country).toHaveAttribute("aria-invalid", "true");
    await expect(country).toHaveAccessibleDescription(t.errors.country.invalid);
    expect(storedRequests("ada-refused@example.com")).toEqual([]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ["en", "fr"] as const) {
    test(`the form sends with its topic, organisation and country typed (${lng})`, async ({
      page,
    }) => {
      const t = forms[lng];
      const email = `request-nojs-${lng}-${Date.now()}-${counter++}@example.com`;
      await page.goto(localizePath("/contact", lng));
      // Nothing filled in for the visitor: the inline script does not run either.
      await expect(page.getByLabel(t.topic, { exact: true })).toHaveValue("");
      await page.getByLabel(t.topic, { exact: true }).selectOption("support");
      await page.getByLabel(t.name, { exact: true }).fill("Grace Hopper");
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.organisation, { exact: true }).fill("Navy Labs");
      await page.getByLabel(t.country, { exact: true }).fill(lng === "en" ? "FR" : "États-Unis");
      await page.getByLabel(t.message, { exact: true }).fill("Our study is stuck, please call.");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(localizePath("/contact/sent", lng));
      expect(storedRequests(email)).toEqual([
        {
          topic: "support",
          product: null,
          organisation: "Navy Labs",
          country: lng === "en" ? "FR" : "US",
          configuration: null,
          message: "Our study is stuck, please call.",
        },
      ]);
    });
  }
});

/**
 * The country field as a visitor reaches it once the page's script runs: a text field whose
 * first focus brings the combobox, which takes its place with the focus.
 */
async function countryCombobox(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).focus();
  const combobox = page.getByRole("combobox", { name: label, exact: true });
  await expect(combobox).toBeFocused();
  return combobox;
}

test.describe("the country combobox, once hydrated", () => {
  for (const [route, label] of [
    ["/contact", forms.en.country],
    ["/distributors", copy("en", "distributors").finder.label],
  ] as const) {
    test(`is fetched on the field's first focus on ${route}, taking its place exactly`, async ({
      page,
    }) => {
      const fetched = scriptsHolding(page, "headlessui-combobox-input-");
      await page.goto(route);
      await hydrated(page);
      const field = page.getByLabel(label, { exact: true });
      await field.scrollIntoViewIfNeeded();
      const before = await field.boundingBox();
      await page.waitForLoadState("networkidle");
      expect(await fetched(), "Combobox scripts before the field is used").toBe(0);
      const combobox = await countryCombobox(page, label);
      expect(await fetched(), "Combobox scripts once the field has the focus").toBe(1);
      expect(await combobox.boundingBox()).toEqual(before);
    });
  }

  for (const lng of ["en", "fr"] as const) {
    test(`is worked by the keyboard and posts the country's code (${lng})`, async ({ page }) => {
      const t = forms[lng];
      const email = `request-combobox-${lng}-${Date.now()}-${counter++}@example.com`;
      const contact = localizePath("/contact", lng);
      await page.goto(`${contact}?topic=demo&product=touch`);
      await hydrated(page);
      const country = await countryCombobox(page, t.country);
      await page.keyboard.type("fra");
      // Names that start with the search come first, the first one active.
      const options = page.getByRole("option");
      await expect(options.first()).toHaveText("France");
      await expect(options.first()).toHaveAttribute("data-focus", "");
      if (lng === "fr") {
        // Guyane française, Polynésie française…: the arrows move through them.
        await page.keyboard.press("ArrowDown");
        await expect(options.nth(1)).toHaveAttribute("data-focus", "");
        await page.keyboard.press("ArrowUp");
      }
      await page.keyboard.press("Enter");
      await expect(country).toHaveValue("France");
      await page.getByLabel(t.name, { exact: true }).fill("Ada Lovelace");
      await page.getByLabel(t.email, { exact: true }).fill(email);
      const posted = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
      await page.getByRole("button", { name: t.submit }).click();
      expect((await posted).postDataJSON()).toMatchObject({
        topic: "demo",
        product: "touch",
        country: "FR",
      });
      await expect(page.locator("form[action^='/api/contact']").getByRole("status")).toHaveText(
        t.sentStatus,
      );
      expect(storedRequests(email)).toMatchObject([
        { topic: "demo", product: "touch", country: "FR" },
      ]);
    });

    test(`finds the distributors of a country, or the request to send (${lng})`, async ({
      page,
    }) => {
      await page.goto(localizePath("/distributors", lng));
      await hydrated(page);
      await countryCombobox(page, copy(lng, "distributors").finder.label);
      await page.keyboard.type(lng === "en" ? "chil" : "chil");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const become = page.getByRole("link", {
        name:
          lng === "en"
            ? "Become our distributor in Chile"
            : "Devenir notre distributeur pour ce pays\u00a0: Chili",
      });
      await expect(become).toHaveAttribute(
        "href",
        `${localizePath("/contact", lng)}?topic=distributor&country=CL`,
      );
    });

    test(`knows a country by another name, and the company's own as served directly (${lng})`, async ({
      page,
    }) => {
      const finder = copy(lng, "distributors").finder;
      await page.goto(localizePath("/distributors", lng));
      await hydrated(page);
      const country = await countryCombobox(page, copy(lng, "distributors").finder.label);
      await page.keyboard.type("UK");
      const uk = lng === "en" ? "United Kingdom" : "Royaume-Uni";
      // The country "UK" names comes first, and is the one Enter chooses (not Ukraine).
      await expect(page.getByRole("option").first()).toHaveText(uk);
      await expect(page.getByRole("option").first()).toHaveAttribute("data-focus", "");
      await page.keyboard.press("Enter");
      await expect(country).toHaveValue(uk);
      await country.fill("");
      await page.keyboard.type("France");
      await page.keyboard.press("Enter");
      await expect(page.getByText(finder.direct.replace("{{country}}", "France"))).toBeVisible();
      const found = page.getByRole("region", { name: finder.title });
      await expect(found.getByRole("link", { name: finder.directCta })).toHaveAttribute(
        "href",
        `${localizePath("/contact", lng)}?topic=other&country=FR`,
      );
    });

    test(`refuses a country that is not one, before sending (${lng})`, async ({ page }) => {
      const t = forms[lng];
      await page.goto(localizePath("/contact", lng));
      await hydrated(page);
      const country = await countryCombobox(page, t.country);
      await page.keyboard.type("Narnia");
      await expect(page.getByText(t.countryNoMatch)).toBeVisible();
      // On to the next field, as a visitor does: the list closes, the text stays.
      await page.keyboard.press("Tab");
      await page.getByLabel(t.name, { exact: true }).fill("Ada");
      await page.getByLabel(t.email, { exact: true }).fill("ada-narnia@example.com");
      await page.getByLabel(t.message, { exact: true }).fill("Do you deliver to Narnia?");
      let posted = false;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/contact")) posted = true;
      });
      await page.getByRole("button", { name: t.submit }).click();
      await expect(country).toHaveAttribute("aria-invalid", "true");
      await expect(country).toHaveAccessibleDescription(t.errors.country.invalid);
      await expect(country).toHaveValue("Narnia");
      expect(posted).toBe(false);
    });
  }
});
