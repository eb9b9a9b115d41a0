import { expect, test, type Locator } from "@playwright/test";
import { distributors } from "../../lib/content/distributors.ts";
import { countryName } from "../../lib/format.ts";
import { localizePath } from "../../lib/i18n/languages.ts";
import { productSlugs } from "../../lib/products.ts";
import { copy, openAs } from "./helpers.ts";

/**
 * The cards of a list grouped into rows by their top edge, and whether each row spans the
 * list's whole width: a row with one narrow card beside empty space does not.
 */
async function rowsOf(list: Locator) {
  return list.evaluate((ul) => {
    const box = ul.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const li of ul.children) {
      const card = li.getBoundingClientRect();
      const top = Math.round(card.top);
      rows.set(top, [...(rows.get(top) ?? []), card]);
    }
    return [...rows.values()].map((cards) => ({
      cards: cards.length,
      full:
        Math.abs(Math.min(...cards.map((c) => c.left)) - box.left) < 2 &&
        Math.abs(Math.max(...cards.map((c) => c.right)) - box.right) < 2,
    }));
  });
}

const widths = [390, 768, 1024, 1280];

test.describe("solution cards fill their rows", () => {
  for (const width of widths) {
    test(`home page, every product, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, "en", "/");
      const list = page
        .getByRole("region", { name: copy("en", "home").offers.title })
        .getByRole("list");
      const rows = await rowsOf(list);
      expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(productSlugs().length);
      for (const row of rows) expect(row.full).toBe(true);
      // One column only where the screen is narrow: elsewhere no card is alone on its row
      // beside others two or more a row.
      if (width >= 768) expect(rows.filter((row) => row.cards === 1).length).toBeLessThanOrEqual(1);
      if (width >= 1024) expect(rows.every((row) => row.cards > 1)).toBe(true);
    });

    test(`product page, three related solutions, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, "fr", "/fr/solutions/pixel");
      const title = copy("fr", "product-pages").page.relatedTitle;
      const list = page.locator("h3", { hasText: title }).locator("xpath=following::ul[1]");
      const rows = await rowsOf(list);
      expect(rows.reduce((sum, row) => sum + row.cards, 0)).toBe(3);
      for (const row of rows) expect(row.full).toBe(true);
    });
  }
});

test.describe("distributors grouped by country", () => {
  for (const lng of ["en", "fr"] as const) {
    for (const width of [390, 1280]) {
      test(`each country a block with its name and distributors (${lng}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await openAs(page, lng, localizePath("/distributors", lng));
        const all = distributors();
        const codes = [...new Set(all.map((d) => d.country))];
        const groups = page.locator("main section[id^='country-']");
        await expect(groups).toHaveCount(codes.length);
        for (const code of codes) {
          const name = countryName(code, lng);
          const group = page.getByRole("region", { name, exact: true });
          await expect(group.getByRole("heading", { level: 2 })).toHaveText(name);
          const names = all.filter((d) => d.country === code).map((d) => d.name);
          await expect(group.locator("article h3")).toHaveText(names);
        }
        // Blocks side by side in columns on a wide screen, one under another on a phone.
        const lefts = new Set(
          await groups.evaluateAll((els) =>
            els.map((el) => Math.round(el.getBoundingClientRect().left)),
          ),
        );
        expect(lefts.size).toBe(width >= 1024 ? 3 : 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      });
    }
  }
});
