import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { euroFormat } from "../../lib/pricing/format";
import { optionIds } from "../../lib/pricing/model";
import { quote, type PricingInput } from "../../lib/pricing/pricing";
import { hydrated, openAs, prices } from "./helpers";

const copy = {
  en: {
    path: "/pricing",
    contact: "/contact",
    calculator: "Price your study",
    months: "Duration in months",
    panellists: "Panellists",
    camera: "Face camera",
    platform: "Platform with mobile app",
    morePanellists: "One panellist more",
    quote: "Request a quote",
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
    platform: "Plateforme avec application mobile",
    morePanellists: "Un panéliste de plus",
    quote: "Demander un devis",
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

for (const lng of ["en", "fr"] as const) {
  const t = copy[lng];

  test.describe(`pricing calculator (${lng})`, () => {
    test("prices follow typing, steppers and switches, in the language's format", async ({
      page,
    }) => {
      await openAs(page, lng, t.path);
      expect(await shownPrices(page)).toEqual(
        priced(lng, { months: 12, panellists: 40, options: ["platform", "probe"] }),
      );
      await page.getByRole("textbox", { name: t.months }).fill("36");
      await page.getByRole("textbox", { name: t.panellists }).fill("1999");
      await page.getByRole("button", { name: t.morePanellists }).click();
      await page.getByRole("switch", { name: t.camera }).click();
      await expect(page.getByRole("switch", { name: t.camera })).toBeChecked();
      const want = priced(lng, {
        months: 36,
        panellists: 2000,
        options: ["platform", "camera", "probe"],
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
      expect(
        await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze(),
      ).toMatchObject({ violations: [] });
    });

    test("the URL keeps the configuration: shared, and kept on reload", async ({ page }) => {
      await openAs(page, lng, `${t.path}?months=24&panellists=500&options=camera,platform`);
      await expect(page.getByRole("textbox", { name: t.months })).toHaveValue("24");
      await expect(page.getByRole("switch", { name: t.camera })).toBeChecked();
      const shared = priced(lng, { months: 24, panellists: 500, options: ["platform", "camera"] });
      await expect(page.getByTestId("rental-price")).toHaveText(shared[0]!);

      await page.getByRole("switch", { name: t.platform }).click();
      await page.getByRole("textbox", { name: t.panellists }).fill("750");
      await expect(page).toHaveURL(`${t.path}?months=24&panellists=750&options=camera`);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("textbox", { name: t.panellists })).toHaveValue("750");
      await expect(page.getByRole("switch", { name: t.platform })).not.toBeChecked();
      expect(await shownPrices(page)).toEqual(
        priced(lng, { months: 24, panellists: 750, options: ["camera"] }),
      );
    });

    test("the quote link carries the configuration to the contact page", async ({ page }) => {
      await openAs(page, lng, `${t.path}?months=3&panellists=25&options=platform,dermatoscope`);
      // The prerendered link carries the default configuration until the query is read.
      await expect(page.getByRole("textbox", { name: t.panellists })).toHaveValue("25");
      const link = page.getByRole("link", { name: t.quote });
      const href = await link.getAttribute("href");
      const url = new URL(href!, "http://site.test");
      expect(url.pathname).toBe(t.contact);
      const message = url.searchParams.get("message")!;
      const [rental, purchase] = priced(lng, {
        months: 3,
        panellists: 25,
        options: ["platform", "dermatoscope"],
      });
      for (const part of ["3", "25", "macro", rental!, purchase!]) expect(message).toContain(part);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${t.contact}\\?message=`));
    });

    test("works by keyboard alone", async ({ page }) => {
      await openAs(page, lng, t.path);
      const months = page.getByRole("textbox", { name: t.months });
      await months.focus();
      await page.keyboard.press("Shift+Tab"); // the − stepper
      await page.keyboard.press("Enter");
      await expect(months).toHaveValue("11");
      const camera = page.getByRole("switch", { name: t.camera });
      await camera.focus();
      await page.keyboard.press("Space");
      await expect(camera).toBeChecked();
      await expect(page).toHaveURL(/options=platform,camera,probe/);
    });
  });
}
