import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { openAs } from "./helpers.ts";

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
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Language: English" }).click();
    await expect(page.locator("#language-menu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, "fr", "/fr");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: /^pixel/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
