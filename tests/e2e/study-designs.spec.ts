import { expect, test, type Page } from "@playwright/test";
import { localizePath } from "../../lib/i18n/languages.ts";
import { products as catalogue } from "../../lib/products.ts";
import { studyDesign, studyTypes } from "../../lib/use-cases.ts";
import { copy, openAs } from "./helpers.ts";

/** The copy's text as the page shows it: i18next fills `{{day}}` and the like. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function checkDesigns(page: Page, lng: "en" | "fr") {
  const t = copy(lng, "use-cases");
  const products = copy(lng, "products");
  await expect(page.getByRole("heading", { level: 2, name: t.designs.title })).toBeVisible();
  await expect(page.locator("main article")).toHaveCount(studyTypes.length);
  for (const study of studyTypes) {
    const design = studyDesign(study, catalogue());
    const article = page.getByRole("article", { name: t.studies[study].name, exact: true });
    // Marked as an example, with its zones, copilot's and echo's part and what the team gets.
    await expect(article).toContainText(t.designs.example);
    await expect(article).toContainText(t.designs.studies[study].zones);
    await expect(article).toContainText(t.studies[study].uses.copilot);
    await expect(article).toContainText(t.studies[study].uses.echo);
    await expect(article).toContainText(t.designs.studies[study].result);
    // Its visits: an ordered list, one item a visit, the visible marker ("D28") read as "Day 28".
    const timeline = article.getByRole("list", { name: t.designs.timeline, exact: true });
    await expect(timeline).toHaveJSProperty("tagName", "OL");
    const visits = timeline.locator(":scope > li");
    await expect(visits).toHaveCount(design.visits.length);
    for (const [index, visit] of design.visits.entries()) {
      const item = visits.nth(index);
      await expect(item.locator('[aria-hidden="true"]')).toHaveText(
        fill(t.designs.dayShort, { day: visit.day }),
      );
      await expect(item.locator(".sr-only")).toHaveText(
        fill(t.designs.dayLong, { day: visit.day }),
      );
      // Which devices measure what at this visit, and only those.
      const terms = item.locator("dt");
      await expect(terms).toHaveText(visit.devices.map((device) => products[device].name));
      for (const device of visit.devices) {
        await expect(item).toContainText(t.studies[study].uses[device]);
      }
    }
  }
}

for (const lng of ["en", "fr"] as const) {
  const path = localizePath("/use-cases", lng);

  test.describe(`study designs (${lng})`, () => {
    test("each study type has its example design, visits across the page at 1280 px", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openAs(page, lng, path);
      await checkDesigns(page, lng);
      // Horizontal: every marker of a timeline on one line, left to right.
      for (const timeline of await page.locator("main article ol").all()) {
        const boxes = await timeline
          .locator(":scope > li > p:first-child")
          .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
        for (let i = 1; i < boxes.length; i++) {
          expect(Math.abs(boxes[i]!.top - boxes[0]!.top)).toBeLessThan(2);
          expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.left);
        }
      }
    });

    test("at 390 px the visits run down the page, with no sideways scroll", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openAs(page, lng, path);
      const markers = page.locator("main article").first().locator("ol > li > p:first-child");
      const tops = await markers.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().top),
      );
      for (let i = 1; i < tops.length; i++) expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      // Nothing inside the designs is cut off either.
      const overflowing = await page
        .locator("main article *")
        .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().right > 390).length);
      expect(overflowing).toBe(0);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("the designs are all there", async ({ page }) => {
        await page.goto(path);
        await checkDesigns(page, lng);
      });
    });
  });
}
