import { expect, test, type BrowserContext } from "@playwright/test";
import { hydrated } from "./helpers.ts";

/**
 * Records, in every document of the tab, whether it was ever painted with content: the
 * French visitor must never see the English page before the redirect.
 */
async function recordPaints(context: BrowserContext) {
  await context.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== "first-contentful-paint") continue;
        const seen = JSON.parse(sessionStorage.getItem("painted") ?? "[]") as string[];
        seen.push(location.pathname + location.search);
        sessionStorage.setItem("painted", JSON.stringify(seen));
      }
    }).observe({ type: "paint", buffered: true });
  });
}

async function paintedPaths(page: import("@playwright/test").Page): Promise<string[]> {
  await page.waitForFunction(() => sessionStorage.getItem("painted") !== null);
  return JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem("painted"))) ?? "[]",
  ) as string[];
}

/**
 * The detection's redirects run under nginx too (@nginx, playwright.config.ts): its clean URLs,
 * queries and hashes reach the head script as the project's server's do.
 */
test.describe("language detection on English routes", { tag: "@nginx" }, () => {
  test("?lng=fr goes to the same page under /fr, query and hash kept, nothing English painted", async ({
    page,
    context,
  }) => {
    await recordPaints(context);
    await page.goto("/team?lng=fr&ref=mail#values");
    await expect(page).toHaveURL("/fr/team?lng=fr&ref=mail#values");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("h1")).toHaveText("Une équipe au service de la mesure");
    expect(await paintedPaths(page)).toEqual(["/fr/team?lng=fr&ref=mail"]);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
  });

  test("a language stored in localStorage is followed", async ({ page, context }) => {
    await recordPaints(context);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("i18nextLng", "fr");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/solutions/pixel");
    await expect(page).toHaveURL("/fr/solutions/pixel");
    expect(await paintedPaths(page)).toEqual(["/fr/solutions/pixel"]);
  });

  test("?lng= outranks localStorage, as in the detection order", async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem("i18nextLng", "fr"));
    await page.goto("/pricing?lng=en");
    await expect(page).toHaveURL("/pricing?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("browser language", { tag: "@nginx" }, () => {
  test.describe("fr-CA", () => {
    test.use({ locale: "fr-CA" });
    test("goes to French before anything is painted", async ({ page, context }) => {
      await recordPaints(context);
      await page.goto("/");
      await expect(page).toHaveURL("/fr");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      expect(await paintedPaths(page)).toEqual(["/fr"]);
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    });
  });

  test.describe("de-DE", () => {
    test.use({ locale: "de-DE" });
    test("stays in English, the fallback", async ({ page }) => {
      await page.goto("/contact");
      await expect(page.locator("h1")).toHaveText("Let's talk about your next study");
      await expect(page).toHaveURL("/contact");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    });
  });

  test.describe("en-GB on a French page", () => {
    test.use({ locale: "en-GB" });
    test("the path decides on /fr routes; only ?lng=en goes back", async ({ page }) => {
      await page.goto("/fr/team");
      await expect(page).toHaveURL("/fr/team");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await page.goto("/fr/team?lng=en");
      await expect(page).toHaveURL("/team?lng=en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  });
});

test.describe("language switcher", () => {
  test.use({ locale: "fr-FR", viewport: { width: 1280, height: 800 } });

  test("shows the current flag, goes to the same page in the other language and remembers it", async ({
    page,
  }) => {
    await page.goto("/solutions/macro?ref=ad#specs");
    await expect(page).toHaveURL("/fr/solutions/macro?ref=ad#specs");
    await hydrated(page);
    await page.getByRole("button", { name: "Langue\u00A0: Français" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/solutions/macro?ref=ad#specs");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");

    // The explicit choice outranks the French browser on later visits.
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Language: English" })).toBeVisible();

    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/fr/contact");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Langue\u00A0: Français" });
    await button.focus();
    await page.keyboard.press("Enter");
    const menu = page.locator("#language-menu");
    await expect(menu).toBeVisible();
    const english = menu.getByRole("link", { name: "English" });
    const french = menu.getByRole("link", { name: "Français" });
    await expect(english).toBeFocused();
    await page.keyboard.press("End");
    await expect(french).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("f");
    await expect(french).toBeFocused();
    // Type-ahead forgets after 350 ms: "e" then finds English, not a word starting "fe".
    await page.waitForTimeout(400);
    await page.keyboard.press("e");
    await expect(english).toBeFocused();
    await page.keyboard.press("Home");
    await expect(english).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
  });
});
