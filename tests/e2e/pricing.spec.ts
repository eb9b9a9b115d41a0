import { expect, test, type Page } from "@playwright/test";
import { euroFormat } from "../../lib/format.ts";
import { CALCULATOR_FORM_ID } from "../../lib/pricing/calculator-form.ts";
import { optionIds } from "../../lib/pricing/model.ts";
import { headlinePrice, quote, type PricingInput } from "../../lib/pricing/pricing.ts";
import { requestHref, type RequestId } from "../../lib/request-pages.ts";
import { axeViolations } from "./axe.ts";
import { hydrated, openAs, prices, scriptsHolding } from "./helpers.ts";

const copy = {
  en: {
    path: "/pricing",
    contact: "/contact",
    calculator: "Price your study",
    months: "Duration in months",
    panellists: "Panellists",
    camera: "Face camera",
    probe: "Skin probe",
    platform: "Platform with mobile app",
    morePanellists: "One panellist more",
    quote: "Request a quote",
    onQuote: "On quote",
    seePricing: "See pricing",
    moreMonths: "One month more",
    buy: "Buy:",
    study:
      "For a typical study: copilot + echo and pixel, devices bought, 40 panellists over 12 months.",
    outOfRange: "The duration must be from 1 to 60 months.",
    notWhole: "Enter the number of panellists as a whole number, for example 40.",
    none: "Choose at least one option to see a price.",
    euro: /^€\d{1,3}(,\d{3})*\.\d{2}$/,
  },
  fr: {
    path: "/fr/pricing",
    contact: "/fr/contact",
    calculator: "Calculez le prix de votre étude",
    months: "Durée en mois",
    panellists: "Panélistes",
    camera: "Caméra plein visage",
    probe: "Sonde cutanée",
    platform: "Plateforme avec application mobile",
    morePanellists: "Un panéliste de plus",
    quote: "Demander un devis",
    onQuote: "Sur devis",
    seePricing: "Voir les tarifs",
    moreMonths: "Un mois de plus",
    buy: "Achat\u00a0:",
    study:
      "Pour une étude type\u00a0: copilot + echo et pixel, appareils achetés, 40 panélistes sur 12 mois.",
    outOfRange: "La durée doit être comprise entre 1 et 60 mois.",
    notWhole: "Indiquez le nombre de panélistes en nombre entier, par exemple 40.",
    none: "Choisissez au moins une option pour afficher un prix.",
    euro: /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/,
  },
} as const;

/** The rental and purchase prices the price file gives for a configuration, as the page writes them. */
function priced(lng: "en" | "fr", input: PricingInput) {
  const format = euroFormat(lng);
  const result = quote(prices, input);
  return [format(result.rental.perPanellistMonth), format(result.purchase.perPanellistMonth)];
}

async function shownPrices(page: Page) {
  return [
    await page.getByTestId("rental-price").textContent(),
    await page.getByTestId("purchase-price").textContent(),
  ];
}

test("the calculator and i18next are fetched on the form's first use, and the prices follow", async ({
  page,
}) => {
  const t = copy.en;
  // One of i18next's method names.
  const fetched = scriptsHolding(page, "hasLoadedNamespace");
  await page.goto(t.path);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(await fetched(), "i18next scripts before the form is used").toBe(0);
  const form = page.locator(`#${CALCULATOR_FORM_ID}`);
  await expect(form).not.toHaveAttribute("data-live");
  const months = page.getByRole("textbox", { name: t.months });
  await months.focus();
  await expect(form).toHaveAttribute("data-live", "");
  expect(await fetched(), "i18next scripts once a field has the focus").toBe(1);
  await months.fill("36");
  const want = priced("en", { ...prices.headline, months: 36 });
  await expect(page.getByTestId("rental-price")).toHaveText(want[0]!);
  await expect(page.getByTestId("purchase-price")).toHaveText(want[1]!);
});

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];

  test.describe(`pricing calculator (${lng})`, () => {
    test("prices follow typing, steppers and switches, in the language's format", async ({
      page,
    }) => {
      await openAs(page, lng, t.path);
      // The headline's study, which the calculator opens on.
      expect(await shownPrices(page)).toEqual(priced(lng, prices.headline));
      await page.getByRole("textbox", { name: t.months }).fill("36");
      await page.getByRole("textbox", { name: t.panellists }).fill("1999");
      await page.getByRole("button", { name: t.morePanellists }).click();
      await page.getByRole("switch", { name: t.probe }).click();
      await expect(page.getByRole("switch", { name: t.probe })).toBeChecked();
      const want = priced(lng, {
        months: 36,
        panellists: 2000,
        options: ["platform", "pixel", "touch"],
      });
      await expect(page.getByTestId("rental-price")).toHaveText(want[0]!);
      await expect(page.getByTestId("purchase-price")).toHaveText(want[1]!);
      for (const text of await shownPrices(page)) expect(text).toMatch(t.euro);
      await expect(page.getByTestId("rental-study")).toHaveText(t.euro);
    });

    test("invalid values show a message next to the field and no price", async ({ page }) => {
      await openAs(page, lng, t.path);
      const months = page.getByRole("textbox", { name: t.months });
      await months.fill("61");
      await expect(months).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#pricing-months-error")).toHaveText(t.outOfRange);
      await expect(page.getByTestId("rental-price")).toHaveCount(0);
      await months.fill("6");
      await page.getByRole("textbox", { name: t.panellists }).fill("douze");
      await expect(page.locator("#pricing-panellists-error")).toHaveText(t.notWhole);
      await expect(page.getByTestId("purchase-price")).toHaveCount(0);
      await page.getByRole("textbox", { name: t.panellists }).fill("12");
      for (const id of optionIds) {
        const option = page.getByRole("switch").nth(optionIds.indexOf(id));
        if (await option.isChecked()) await option.click();
      }
      await expect(page.getByText(t.none)).toBeVisible();
      await expect(page.getByTestId("rental-price")).toHaveCount(0);
      await expect(page.getByRole("region", { name: t.calculator })).not.toContainText("€");
      expect(await axeViolations(page, ["wcag2a", "wcag2aa"])).toEqual([]);
    });

    test("the URL keeps the configuration: shared, and kept on reload", async ({ page }) => {
      await openAs(page, lng, `${t.path}?months=24&panellists=500&options=pixel,platform`);
      await expect(page.getByRole("textbox", { name: t.months })).toHaveValue("24");
      await expect(page.getByRole("switch", { name: t.camera })).toBeChecked();
      const shared = priced(lng, { months: 24, panellists: 500, options: ["platform", "pixel"] });
      await expect(page.getByTestId("rental-price")).toHaveText(shared[0]!);

      await page.getByRole("switch", { name: t.platform }).click();
      await page.getByRole("textbox", { name: t.panellists }).fill("750");
      await expect(page).toHaveURL(`${t.path}?months=24&panellists=750&options=pixel`);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("textbox", { name: t.panellists })).toHaveValue("750");
      await expect(page.getByRole("switch", { name: t.platform })).not.toBeChecked();
      expect(await shownPrices(page)).toEqual(
        priced(lng, { months: 24, panellists: 750, options: ["pixel"] }),
      );
    });

    test("the quote link carries the configuration to the contact page", async ({ page }) => {
      await openAs(page, lng, `${t.path}?months=3&panellists=25&options=platform,macro`);
      await expect(page.getByRole("textbox", { name: t.panellists })).toHaveValue("25");
      const link = page.getByRole("link", { name: t.quote, exact: true });
      const url = new URL((await link.getAttribute("href"))!, "http://site.test");
      expect(url.pathname).toBe(t.contact);
      expect(url.searchParams.get("topic")).toBe("quote");
      expect(url.searchParams.get("configuration")).toBe(
        "months=3&panellists=25&options=platform,macro",
      );
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${t.contact}\\?topic=quote&configuration=`));
    });

    test("leads with a typical study's price, the study written next to it", async ({ page }) => {
      await openAs(page, lng, t.path);
      const headline = headlinePrice(prices);
      const hero = page.locator("main section").filter({ has: page.locator("h1") });
      await expect(hero).toContainText(euroFormat(lng)(headline.perPanellistMonth));
      await expect(hero).toContainText(t.study);
      // The same study, opened in the calculator, shows the same price.
      await hero.getByRole("link").click();
      await hydrated(page);
      await expect(page.getByTestId(`${headline.way}-price`)).toHaveText(
        euroFormat(lng)(headline.perPanellistMonth),
      );
    });

    test("works by keyboard alone", async ({ page }) => {
      await openAs(page, lng, t.path);
      const months = page.getByRole("textbox", { name: t.months });
      await months.focus();
      await page.keyboard.press("Shift+Tab"); // the − stepper
      await page.keyboard.press("Enter");
      await expect(months).toHaveValue("11");
      const probe = page.getByRole("switch", { name: t.probe });
      await probe.focus();
      await page.keyboard.press("Space");
      await expect(probe).toBeChecked();
      await expect(page).toHaveURL(/options=platform,pixel,touch/);
    });
  });
}

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];

  test.describe(`pricing on a phone (${lng})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("the price list reads without sideways scrolling, its Buy column in view", async ({
      page,
    }) => {
      await openAs(page, lng, t.path);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths).toEqual({ document: 390, viewport: 390 });
      const camera = page.locator("#pixel");
      const buy = camera.getByRole("cell").filter({ hasText: t.buy });
      await buy.scrollIntoViewIfNeeded();
      await expect(buy).toBeVisible();
      await expect(buy).toContainText(euroFormat(lng)(prices.devices.pixel.purchasePrice * 100));
      const box = (await buy.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    test("the summary stays in view as the inputs change, and covers none of them", async ({
      page,
    }) => {
      await openAs(page, lng, t.path);
      // As a visitor: a tap on the field (which scrolls it into view), then typing.
      const panellists = page.getByRole("textbox", { name: t.panellists });
      await panellists.click();
      await panellists.fill("120");
      const more = page.getByRole("button", { name: t.moreMonths });
      await more.click();
      const summary = page.getByTestId("pricing-summary");
      const [rental, purchase] = priced(lng, {
        months: prices.headline.months + 1,
        panellists: 120,
        options: prices.headline.options,
      });
      await expect(summary).toContainText(rental!);
      await expect(summary).toContainText(purchase!);
      await expect(summary).toBeInViewport();
      const bar = (await summary.boundingBox())!;
      for (const control of [panellists, more]) {
        const box = (await control.boundingBox())!;
        const overlaps = box.y < bar.y + bar.height && bar.y < box.y + box.height;
        expect(overlaps).toBe(false);
      }
    });
  });

  test(`dermo's pricing link lands on its "on quote" row (${lng})`, async ({ page }) => {
    await openAs(page, lng, `${lng === "fr" ? "/fr" : ""}/solutions/dermo`);
    await page.getByRole("link", { name: t.seePricing }).first().click();
    await expect(page).toHaveURL(`${t.path}#dermo`);
    const row = page.locator("#dermo");
    await expect(row).toBeInViewport();
    await expect(row).toContainText("dermo");
    await expect(row).toContainText(t.onQuote);
    const ask = row.getByRole("link", { name: new RegExp(`^${t.quote}`) });
    await expect(ask).toHaveAttribute("href", requestHref(lng, "quote-dermo"));
  });

  test(`the quote link carries the configuration before the scripts arrive (${lng})`, async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.addInitScript((value) => localStorage.setItem("i18nextLng", value), lng);
    await page.goto(`${t.path}?months=6&panellists=30&options=platform,pixel`, {
      waitUntil: "commit",
    });
    await page.locator("main h1").waitFor();
    const link = page.getByRole("link", { name: t.quote, exact: true });
    const configuration = async () =>
      new URL((await link.getAttribute("href"))!, "http://site.test").searchParams.get(
        "configuration",
      );
    // A shared configuration, read by the page's inline script.
    await expect.poll(configuration).toBe("months=6&panellists=30&options=platform,pixel");
    // Typed, stepped and toggled: the inline script keeps the link up to date.
    await page.getByRole("textbox", { name: t.panellists }).fill("75");
    await page.getByRole("button", { name: t.moreMonths }).click();
    await page.getByRole("switch", { name: t.camera }).click();
    await expect.poll(configuration).toBe("months=7&panellists=75&options=platform");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await hydrated(page);
    await expect.poll(configuration).toBe("months=7&panellists=75&options=platform");
  });

  test.describe(`without JavaScript (${lng})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the price list shows dermo and custom devices on quote", async ({ page }) => {
      await page.goto(t.path);
      for (const slug of ["dermo", "custom"]) {
        const row = page.locator(`#${slug}`);
        await expect(row).toBeVisible();
        await expect(row).toContainText(t.onQuote);
        await expect(row.getByRole("link", { name: new RegExp(`^${t.quote}`) })).toHaveAttribute(
          "href",
          requestHref(lng, `quote-${slug}` as RequestId),
        );
      }
    });
  });
}
