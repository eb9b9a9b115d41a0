/**
 * Every link that carries a request, clicked as a visitor clicks it, from the page that shows
 * it: "Book a demonstration", "Request a quote", the trial test kit and the data
 * sheets, at a phone's and a desktop's width (each product page at one a language), in both
 * languages. The contact form must hold the request (topic, product, configuration, message,
 * and what the request then needs) after the click, after the back and forward buttons,
 * before the page's scripts and with JavaScript off (at one width a language: the HTML alone
 * holds the request). The links, pages and requests come from the code's lists (products,
 * products on quote, the request pages); the expected request from lib/request-pages.ts, the
 * words of the links from the copy.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contactNeeds, type ContactPrefill } from "../../lib/contact-fields.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { languages, localizePath, type Language } from "../../lib/i18n/languages.ts";
import { headlineState, configurationQuery } from "../../lib/pricing/calculator-state.ts";
import { onQuoteSlugs } from "../../lib/pricing/offers.ts";
import { product, productPath, productSlugs, type ProductSlug } from "../../lib/products.ts";
import { preparedRequest, requestIds, type RequestId } from "../../lib/request-pages.ts";
import { copy, hydrated, prices } from "./helpers.ts";

/** A link to find on a page by what it says, and the request it carries. */
interface RequestLink {
  name: string | RegExp;
  request: RequestId;
  /** A next/link (the site's in-page navigation) once the page has hydrated. */
  inPage?: boolean;
}

/** The words inside a `<ask>…</ask>` of a copy text, its placeholders filled in. */
const askWords = (text: string, values: Record<string, string> = {}) =>
  text
    .match(/<ask>(.*?)<\/ask>/)![1]!
    .replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

const hasDatasheet = (slug: ProductSlug) => requestIds().includes(`datasheet-${slug}`);

/** The pages to visit in a language, each with the request links it shows. */
function visits(lng: Language): { route: string; links: RequestLink[]; history?: boolean }[] {
  const home = copy(lng, "home");
  const pages = copy(lng, "product-pages");
  const pricing = copy(lng, "pricing");
  const products = copy(lng, "products");
  const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return [
    {
      route: "/",
      // The site's main call to action: its request is checked by the history too.
      history: true,
      links: [
        { name: exact(home.hero.primaryCta), request: "demo", inPage: true },
        { name: exact(home.advert.cta), request: "trial-kit-pilot", inPage: true },
      ],
    },
    ...productSlugs().map((slug) => {
      const name = products[slug].name as string;
      const links: RequestLink[] = [
        product(slug).kind === "custom"
          ? { name: exact(pages.page.ctaCustom), request: `quote-${slug}`, inPage: true }
          : { name: exact(pages.page.cta), request: `demo-${slug}`, inPage: true },
      ];
      if (hasDatasheet(slug)) {
        const note = slug === "echo" ? pages.page.specs.echo : pages.page.specs.device;
        // Whole or not, a device's sentence asks for its data sheet by name.
        const words = askWords(note, { name });
        links.push({
          name: new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
          request: `datasheet-${slug}`,
        });
      }
      return { route: productPath(slug), links };
    }),
    {
      route: "/pricing",
      history: true,
      links: [
        ...onQuoteSlugs().map((slug) => ({
          name: `${pricing.calculator.quote} ${pricing.calculator.onQuote.for.replace("{{name}}", products[slug].name)}`,
          request: `quote-${slug}` as RequestId,
        })),
        { name: exact(pricing.trialKit.cta), request: "trial-kit" },
      ],
    },
  ];
}

/**
 * The visits at one width: the home and pricing pages at both; each product page at one width a
 * language, the other in the other language, so every link is clicked at both widths.
 */
function visitsAt(lng: Language, width: number) {
  const all = visits(lng);
  const products = all.filter(({ history }) => !history);
  return all.filter((visit) => {
    const index = products.indexOf(visit);
    return index < 0 || (index + languages.indexOf(lng) + (width === 390 ? 0 : 1)) % 2 === 0;
  });
}

/** The request kinds this spec is about: each of their pages is reached by a click here. */
const clicked = (id: RequestId) => /^(demo|quote|datasheet|trial-kit)/.test(id);

test("every demonstration, quote, trial kit and data sheet request has a link clicked here", () => {
  const reached = new Set(visits("en").flatMap(({ links }) => links.map((link) => link.request)));
  expect(
    requestIds()
      .filter(clicked)
      .filter((id) => !reached.has(id)),
  ).toEqual([]);
});

/** The form as the visitor finds it: each field's value and what it requires. */
async function formState(page: Page) {
  const form = page.locator("form[action*='/api/contact']");
  await form.waitFor({ state: "attached" });
  return form.evaluate((element: HTMLFormElement) => {
    const field = (name: string) =>
      element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const value = (name: string) => field(name)?.value ?? "";
    return {
      topic: value("topic"),
      product: value("product"),
      configuration: value("configuration"),
      message: value("message").replace(/\r\n/g, "\n"),
      summary: element.querySelector("[data-configuration-summary]")?.textContent ?? "",
      requires: {
        organisation: Boolean(field("organisation")?.required),
        country: Boolean(field("country")?.required),
        message: Boolean(field("message")?.required),
      },
    };
  });
}

/** What the form must hold for a request: its fields, its configuration told, what it needs. */
function expected(request: ContactPrefill) {
  return {
    topic: request.topic ?? "",
    product: request.product ?? "",
    configuration: request.configuration ?? "",
    message: request.message ?? "",
    told: Boolean(request.configuration),
    requires: contactNeeds({
      topic: request.topic ?? null,
      product: request.product ?? null,
      configuration: request.configuration ?? null,
    }),
  };
}

/** Checks the contact form of the page holds `request`, in `lng`. */
async function expectFilled(page: Page, lng: Language, what: string, request: ContactPrefill) {
  await expect(page, what).toHaveURL(
    new RegExp(`^[^?#]*${localizePath("/contact", lng)}(/|\\?|$)`),
  );
  const want = expected(request);
  await expect.poll(async () => (await formState(page)).topic, what).toBe(want.topic);
  const state = await formState(page);
  expect({ ...state, summary: undefined }, what).toEqual({
    topic: want.topic,
    product: want.product,
    configuration: want.configuration,
    message: want.message,
    summary: undefined,
    requires: want.requires,
  });
  // The calculator's configuration is told in words.
  expect(state.summary.length > 0, `${what}: configuration told`).toBe(want.told);
}

/** The first link of that name on screen (a page may repeat one, the hero's and the last section's). */
const visibleLink = (page: Page, name: string | RegExp): Locator =>
  page
    .getByRole("link", { name, exact: typeof name === "string" })
    .filter({ visible: true })
    .first();

/** Marks the document, to tell an in-page navigation (the mark survives) from a full load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument),
  );

/** The visitor's language stored, so the head script does not redirect. */
async function storeLanguage(page: Page, lng: Language) {
  await page.addInitScript((value) => localStorage.setItem("i18nextLng", value), lng);
}

for (const lng of languages) {
  const i18n = createI18n(lng);
  const request = (id: RequestId) => preparedRequest(i18n, lng, id);

  for (const width of [390, 1280]) {
    test.describe(`${lng}, ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      for (const { route, links, history } of visitsAt(lng, width)) {
        test(`clicked from ${route}${history ? ", and by the history" : ""}`, async ({ page }) => {
          test.setTimeout(20_000 + links.length * 15_000);
          await storeLanguage(page, lng);
          const path = localizePath(route, lng);
          await page.goto(path);
          for (const [i, link] of links.entries()) {
            const what = `${path}: ${link.name} → ${link.request}`;
            await hydrated(page);
            await markDocument(page);
            await visibleLink(page, link.name).click();
            await expectFilled(page, lng, what, request(link.request));
            if (link.inPage) expect(await sameDocument(page), `${what}: in-page`).toBe(true);
            if (history && i === 0) {
              // The request again by the history: back to the page, then forward to the form.
              await page.goBack();
              await page.goForward();
              await expectFilled(page, lng, `${what}, back then forward`, request(link.request));
            }
            await page.goBack();
            await expect(page, `${what}: back`).toHaveURL(
              new RegExp(`${path.replace(/\//g, "\\/")}([?#].*)?$`),
            );
          }
        });
      }

      test("the calculator's quote link, then away and back in the page", async ({ page }) => {
        await storeLanguage(page, lng);
        await page.goto(localizePath("/pricing", lng));
        await hydrated(page);
        const quote: ContactPrefill = {
          topic: "quote",
          configuration: configurationQuery(headlineState(prices.headline)),
        };
        const name = copy(lng, "pricing").calculator.quote as string;
        await page.locator("#pricing-calculator").getByRole("link", { name, exact: true }).click();
        await expectFilled(page, lng, "calculator quote", quote);
        await hydrated(page);
        // Away by the site's own navigation and back: the page is rendered again in place, with
        // no inline script run; the form reads its address when it mounts.
        await markDocument(page);
        const logo = copy(lng, "common").logoLabel.replace("{{company}}", "");
        await page
          .locator("header")
          .getByRole("link", { name: new RegExp(logo.trim()) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${localizePath("/", lng)}$`));
        await page.goBack();
        await expectFilled(page, lng, "calculator quote, back in the page", quote);
        expect(await sameDocument(page), "back without a full load").toBe(true);
      });
    });
  }

  test(`before the scripts arrive (${lng})`, async ({ page }) => {
    // The page's scripts held back: the link is a plain link, the form what the HTML holds.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await storeLanguage(page, lng);
    await page.goto(localizePath("/", lng), { waitUntil: "commit" });
    await visibleLink(page, copy(lng, "home").hero.primaryCta).click();
    await expectFilled(page, lng, "demo before the scripts", request("demo"));
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await hydrated(page);
    await expectFilled(page, lng, "demo once hydrated", request("demo"));
  });

  test.describe(`with JavaScript off (${lng})`, () => {
    // One width a language (the phone's in English, the desktop's in French): without a script
    // the HTML alone holds the request, whatever the width.
    const width = lng === "en" ? 390 : 1280;
    test.use({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    test(`every link, ${width} px`, async ({ page }) => {
      test.setTimeout(visits(lng).flatMap(({ links }) => links).length * 5_000);
      for (const { route, links } of visits(lng)) {
        const path = localizePath(route, lng);
        for (const link of links) {
          await page.goto(path);
          await visibleLink(page, link.name).click();
          await expectFilled(
            page,
            lng,
            `${path}: ${link.name}, no JavaScript`,
            request(link.request),
          );
        }
      }
    });
  });
}
