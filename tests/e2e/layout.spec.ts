import { expect, test } from "@playwright/test";

// On every page: the notice's one line at 390 px and the footer staying where a jump put it are
// checked in the one-visit sweep (tests/e2e/every-page.spec.ts); the footer's links, external
// ones included, and its one newsletter form in tests/unit/export.test.ts.
import { openAs } from "./helpers.ts";

test.describe("no-cookie notice", () => {
  test("starts visible, closes, and stays closed after reload and on other pages", async ({
    page,
  }) => {
    await openAs(page, "en", "/");
    const notice = page.getByRole("dialog", { name: "Privacy notice" });
    await expect(notice).toContainText("No cookies");
    await notice.getByRole("button", { name: "Close the privacy notice" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#privacy-notice")).toBeHidden();
    await page.goto("/fr/team");
    await expect(page.locator("#privacy-notice")).toBeHidden();
    expect(await page.context().cookies()).toEqual([]);
  });

  test("is translated", async ({ page }) => {
    await openAs(page, "fr", "/fr/contact");
    await expect(
      page.getByRole("dialog", { name: "Information sur la confidentialité" }),
    ).toContainText("Ni cookie");
  });
});

test.describe("footer", () => {
  test("has its four columns with working internal links", async ({ page }) => {
    await openAs(page, "en", "/");
    const footer = page.locator("footer");
    for (const column of ["Solutions", "Support", "Company", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: column })).toBeVisible();
    }
    const company = footer.getByRole("navigation", { name: "Company" });
    await company.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/team");
    await page
      .locator("footer")
      .getByRole("navigation", { name: "Solutions" })
      .getByRole("link", { name: "macro" })
      .click();
    await expect(page).toHaveURL("/solutions/macro");
  });

  test("shows partners under their own names, and no certificate until one is filled in", async ({
    page,
  }) => {
    await openAs(page, "fr", "/fr");
    const trust = page.getByRole("region", { name: "Protection des données et partenaires" });
    await expect(trust.getByRole("img")).toHaveCount(2);
    await expect(
      trust.getByRole("img", {
        name: "Partenaire\u00a0: Skin Lab Network, réseau de laboratoires indépendants d’évaluation cutanée",
      }),
    ).toBeVisible();
    // content/certifications.json ships without certifier, number or scope: nothing to show.
    await expect(trust).not.toContainText("ISO");
    // GDPR is a line of text, not a badge.
    await expect(trust.getByRole("img", { name: /RGPD/ })).toHaveCount(0);
    await expect(trust).toContainText("RGPD\u00a0: pour les données d’étude");
  });

  test("shows the visitor's current year, not the build year", async ({ page }) => {
    await page.clock.install({ time: new Date("2031-05-04T09:00:00") });
    await openAs(page, "en", "/");
    await expect(page.getByTestId("copyright")).toHaveText("© 2031 Epiderma. All rights reserved.");
  });
});
