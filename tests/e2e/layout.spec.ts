import { expect, test } from "@playwright/test";
import { openAs } from "./helpers";

test.describe("no-cookie notice", () => {
  test("starts visible, closes, and stays closed after reload and on other pages", async ({
    page,
  }) => {
    await openAs(page, "en", "/");
    const notice = page.getByRole("dialog", { name: "Privacy notice" });
    await expect(notice).toContainText("no cookies");
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
    ).toContainText("aucun cookie");
  });
});

test.describe("footer", () => {
  test("has its four columns with working internal links", async ({ page }) => {
    await openAs(page, "en", "/");
    const footer = page.locator("footer");
    for (const column of ["Solutions", "Support", "Company", "Regulation"]) {
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

  test("opens external links in a new tab, without opener or referrer", async ({ page }) => {
    await openAs(page, "fr", "/fr");
    const footer = page.locator("footer");
    const external = [
      ["Documentation", "https://docs.epiderma.example"],
      ["Brevets", "https://legal.epiderma.example/patents"],
      ["Politique de confidentialité", "https://legal.epiderma.example/privacy.pdf"],
      ["Conditions d’utilisation", "https://legal.epiderma.example/terms.pdf"],
      ["Epiderma sur LinkedIn", "https://www.linkedin.com/company/epiderma-example"],
    ] as const;
    for (const [name, href] of external) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}.*nouvel onglet`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
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
