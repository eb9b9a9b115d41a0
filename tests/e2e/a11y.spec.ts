import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openAs, openBeforeScripts, pages, unlistedPages, unthrottleCpu } from "./helpers";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function serious(results: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe finds no serious or critical violation", () => {
  for (const { lng, path } of [...pages, ...unlistedPages]) {
    test(path, async ({ page }) => {
      await openAs(page, lng, path);
      expect(serious(await new AxeBuilder({ page }).withTags(tags).analyze())).toEqual([]);
    });
  }

  // A mid-range phone shows the page seconds before its scripts run (CPU / 4, slow 4G, the
  // scripts held): what it shows then must pass too, e.g. a form's states drawn by CSS alone.
  // Once: behind nginx the pages are the same bytes. axe itself runs at full speed (it is the
  // test's tool, not the visitor's phone); the scripts stay held.
  for (const { path } of [...pages, ...unlistedPages]) {
    test(`${path}, before the scripts`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "nginx", "the same HTML as the chromium project's");
      await openBeforeScripts(page, path);
      await unthrottleCpu(page);
      expect(serious(await new AxeBuilder({ page }).withTags(tags).analyze())).toEqual([]);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    });
  }

  test("with the products dropdown and the language menu open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, "en", "/");
    await page.getByRole("button", { name: "Solutions" }).click();
    await expect(page.locator("#products-menu")).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).withTags(tags).analyze())).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Language: English" }).click();
    await expect(page.locator("#language-menu")).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).withTags(tags).analyze())).toEqual([]);
  });

  test("with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, "fr", "/fr");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: /^pixel/ })).toBeVisible();
    expect(serious(await new AxeBuilder({ page }).withTags(tags).analyze())).toEqual([]);
  });
});
