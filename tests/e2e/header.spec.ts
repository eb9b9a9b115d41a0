import { expect, test, type Page } from "@playwright/test";
import { openAs, readyMadeNames } from "./helpers.ts";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the products dropdown opens by click, shows the ready-made products on one row and closes on choice", async ({
    page,
  }) => {
    await openAs(page, "en", "/");
    await page.getByRole("button", { name: "Solutions" }).click();
    const panel = page.locator("#products-menu");
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((element) => element.matches(":popover-open"))).toBe(true);
    const cards = panel.getByRole("listitem");
    await expect(cards).toHaveCount(readyMadeNames("en").length);
    const columns = await panel
      .locator("ul")
      .evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(readyMadeNames("en").length);
    await expect(cards.first()).toContainText("copilot");
    await expect(cards.first()).toContainText("Study platform");
    await expect(cards.first()).toContainText("Discover copilot");
    await panel.getByRole("link", { name: /pixel/ }).click();
    await expect(page).toHaveURL("/solutions/pixel");
    await expect(page.locator("h1")).toContainText("pixel");
    await expect(panel).toBeHidden();
  });

  test("the products dropdown works from the keyboard: Enter, arrows, Escape", async ({ page }) => {
    await openAs(page, "fr", "/fr");
    await page.getByRole("link", { name: "Accueil Epiderma" }).first().focus();
    await page.keyboard.press("Tab");
    const button = page.getByRole("button", { name: "Solutions" });
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const panel = page.locator("#products-menu");
    await expect(panel).toBeVisible();
    const links = panel.locator("a");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(1)).toBeFocused();
    // Type-ahead: the next product whose name starts with the letter.
    await page.keyboard.press("t");
    const next = readyMadeNames("fr").findIndex((name, i) => i > 1 && name.startsWith("t"));
    await expect(links.nth(next)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("End");
    await expect(links.last()).toHaveAttribute("href", "/fr/solutions/custom");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/fr/solutions/custom");
    await expect(panel).toBeHidden();
  });

  test("links to pricing, use cases and more information", async ({ page }) => {
    await openAs(page, "en", "/team");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await nav.getByRole("link", { name: "Use cases" }).click();
    await expect(page).toHaveURL("/use-cases");
    await page.getByRole("banner").getByRole("link", { name: "Request information" }).click();
    await expect(page).toHaveURL("/contact");
    await page.getByRole("link", { name: "Epiderma home" }).first().click();
    await expect(page).toHaveURL("/");
  });

  test("the top banner shows phone, e-mail and the app's account links", async ({ page }) => {
    await openAs(page, "en", "/");
    const banner = page.getByTestId("top-banner");
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: /\+33 1 99 00 12 34/ })).toHaveAttribute(
      "href",
      "tel:+33199001234",
    );
    await expect(banner.getByRole("link", { name: /contact@epiderma\.example/ })).toHaveAttribute(
      "href",
      "mailto:contact@epiderma.example",
    );
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "https://app.epiderma.example/login",
    );
    await expect(banner.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "https://app.epiderma.example/signup",
    );
    // Fixed: it stays at the top of the viewport while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => banner.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });
});

test.describe("small screens", () => {
  test("the banner is hidden below md and shown from md", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await openAs(page, "en", "/");
    await expect(page.getByTestId("top-banner")).toBeHidden();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(page.getByTestId("top-banner")).toBeVisible();
  });

  test.describe("mobile menu", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test("opens a dialog with every product, traps focus, closes and navigates", async ({
      page,
    }) => {
      await openAs(page, "fr", "/fr");
      await expect(page.getByRole("button", { name: "Solutions" })).toBeHidden();
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      // The dialog's own box is empty (its panel is fixed): its content shows it is open.
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await expect(dialog.getByRole("button", { name: "Fermer le menu" })).toBeVisible();
      for (const name of readyMadeNames("fr")) {
        await expect(dialog.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await dialog.getByRole("link", { name: /^dermo/ }).click();
      await expect(page).toHaveURL("/fr/solutions/dermo");
      await expect(dialog).toBeHidden();
    });
  });
});

test.describe("the site's links prefetch on intent", () => {
  /** The routes' payloads the page has fetched, and a marker a full page load would lose. */
  async function openHome(page: Page) {
    const routes: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("_rsc=")) routes.push(new URL(request.url()).pathname);
    });
    await openAs(page, "en", "/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    return routes;
  }
  const pricingLink = (page: Page) =>
    page
      .getByRole("main")
      .getByRole("link", { name: /pricing/i })
      .first();

  async function landedInPlace(page: Page, routes: string[]) {
    await expect(page).toHaveURL("/pricing");
    await expect(page.locator("h1")).not.toBeEmpty();
    expect(await page.evaluate(() => "e2eSamePage" in window), "navigated in place").toBe(true);
    expect(routes.length).toBeGreaterThan(0);
    expect(
      routes.every((path) => path.startsWith("/pricing")),
      routes.join(", "),
    ).toBe(true);
  }

  test("1280 px: nothing fetched until the pointer is on a link, then its route", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const routes = await openHome(page);
    expect(routes, "fetched before any intent").toEqual([]);
    const prefetched = page.waitForRequest((request) => request.url().includes("/pricing/__next"));
    await pricingLink(page).hover();
    await prefetched;
    await pricingLink(page).click();
    await landedInPlace(page, routes);
  });

  test.describe("390 px, by touch", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("nothing fetched until a link is touched", async ({ page }) => {
      const routes = await openHome(page);
      expect(routes, "fetched before any intent").toEqual([]);
      await pricingLink(page).tap();
      await landedInPlace(page, routes);
    });
  });
});
