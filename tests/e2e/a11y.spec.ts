import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openAs } from "./helpers.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function serious(results: Awaited<ReturnType<AxeBuilder["analyze"]>>) {
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe with the menus open. Every page, before its scripts and once hydrated, is checked in the
 * one-visit sweep (tests/e2e/every-page.spec.ts).
 */
test.describe("axe finds no serious or critical violation", () => {
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
