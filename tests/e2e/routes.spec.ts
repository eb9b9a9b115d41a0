import { expect, test } from "@playwright/test";
import { openAs, pages } from "./helpers";

test.describe("every route, in both languages", () => {
  for (const { lng, path, route } of pages) {
    test(`${path} answers 200 with its own head and h1`, async ({ page }) => {
      const response = await openAs(page, lng, path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page).toHaveTitle(/^\S.+ \| Epiderma$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      const head = page.locator("head");
      const enUrl = `https://www.epiderma.example${route === "/" ? "" : route}`;
      const frUrl = `https://www.epiderma.example/fr${route === "/" ? "" : route}`;
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        lng === "fr" ? frUrl : enUrl,
      );
      await expect(head.locator('link[hreflang="en"]')).toHaveAttribute("href", enUrl);
      await expect(head.locator('link[hreflang="fr"]')).toHaveAttribute("href", frUrl);
      await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute("href", enUrl);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `https://www.epiderma.example/og/${lng}${route === "/" ? "/home" : route}.png`,
      );
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
    });
  }

  test("titles and descriptions differ from page to page and between languages", async ({
    request,
  }) => {
    const heads = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await request.get(path)).text();
        return `${/<title>(.*?)<\/title>/.exec(html)?.[1]}|${/name="description" content="(.*?)"/.exec(html)?.[1]}`;
      }),
    );
    expect(new Set(heads).size).toBe(pages.length);
  });
});

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
