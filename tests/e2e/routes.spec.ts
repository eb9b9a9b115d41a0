import { expect, test } from "@playwright/test";
import { openAs } from "./helpers.ts";

// Every route's status, language and h1 are checked in the one-visit sweep
// (tests/e2e/every-page.spec.ts), its head in tests/unit/export.test.ts.

test.describe("not-found page", () => {
  test("answers 404 in English for an unknown path", async ({ page }) => {
    const response = await openAs(page, "en", "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("page not found");
    await expect(page.getByText("Please check the URL and try again")).toBeVisible();
    await page.getByRole("link", { name: "Back to homepage" }).click();
    await expect(page).toHaveURL("/");
  });

  test("answers 404 in French under /fr", async ({ page }) => {
    const response = await openAs(page, "fr", "/fr/page-inconnue");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("page introuvable");
    await page.getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL("/fr");
  });

  test("is not indexable and keeps its status for /404 itself", async ({ request }) => {
    const response = await request.get("/404");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('name="robots" content="noindex, follow"');
  });
});
