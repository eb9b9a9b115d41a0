import { expect, test, type Locator, type Page } from "@playwright/test";
import { languages, localizePath, type Language } from "../../lib/i18n/languages.ts";
import { productSlugs } from "../../lib/products.ts";
import { copy, openAs } from "./helpers.ts";

/**
 * copilot's and echo's screens, drawn with sample data: on the home page and on each one's
 * page, in both languages, each screen an image with its text alternative in the page's
 * language, marked as sample data, and no wider than a phone.
 */
const sections = languages.flatMap((lng) => {
  const home = copy(lng, "home").platform;
  const solutions = copy(lng, "product-pages");
  const { copilot, echo } = { copilot: solutions.copilot.showcase, echo: solutions.echo.showcase };
  const alts = (block: Record<string, { alt?: string }>) =>
    Object.values(block).flatMap((value) => (value?.alt ? [value.alt] : []));
  return [
    {
      lng,
      path: localizePath("/", lng),
      title: home.title,
      sample: copilot.sample,
      alts: [copilot.plan.alt, copilot.completion.alt, echo.photo.alt],
    },
    {
      lng,
      path: localizePath("/solutions/copilot", lng),
      title: copilot.title,
      sample: copilot.sample,
      alts: alts(copilot),
    },
    {
      lng,
      path: localizePath("/solutions/echo", lng),
      title: echo.title,
      sample: echo.sample,
      alts: alts(echo),
    },
  ];
});

function section(page: Page, title: string): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** Every image of a region: its accessible name, or why it has none. */
async function imageNames(region: Locator) {
  return region.locator("img, [role=img], svg").evaluateAll((elements) =>
    elements.map((element) => ({
      tag: element.tagName.toLowerCase(),
      name: element.getAttribute("alt") ?? element.getAttribute("aria-label"),
      hidden: element.closest("[aria-hidden=true], [role=img]") !== null,
    })),
  );
}

for (const { lng, path, title, sample, alts } of sections) {
  test(`${path}: the platform's screens, as sample data, each with its text alternative`, async ({
    page,
  }) => {
    await openAs(page, lng, path);
    const region = section(page, title);
    await expect(region).toHaveCount(1);
    await expect(region.getByText(sample).first()).toBeVisible();
    await expect(region).toContainText(lng === "en" ? /sample data/i : /données fictives/i);
    const screens = region.getByRole("img");
    await expect(screens).toHaveCount(alts.length);
    for (const alt of alts)
      await expect(region.getByRole("img", { name: alt, exact: true })).toBeVisible();
    // Each drawn screen carries its own visible mark and a caption.
    for (const figure of await region.locator("figure").all()) {
      await expect(figure.getByText(sample, { exact: true })).toBeVisible();
      await expect(figure.locator("figcaption")).not.toBeEmpty();
    }
    for (const image of await imageNames(region)) {
      // An SVG inside a drawn screen is part of that image; any other image is named.
      if (!(image.tag === "svg" && image.hidden))
        expect(image.name, JSON.stringify(image)).toBeTruthy();
    }
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const { lng, path, title } of sections) {
    test(`${path}: nothing wider than the screen`, async ({ page }) => {
      await openAs(page, lng, path);
      const region = section(page, title);
      await region.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const boxes = await region.getByRole("img").evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right } = element.getBoundingClientRect();
          return { left, right };
        }),
      );
      for (const { left, right } of boxes) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(390);
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, title, alts } of sections.filter(({ lng }) => lng === "fr")) {
    test(`${path}: the screens are in the page itself`, async ({ page }) => {
      await page.goto(path);
      const region = section(page, title);
      await expect(region.getByRole("img")).toHaveCount(alts.length);
    });
  }
});

/** The drawings that need no script are image files: each loads, sized, with its text. */
const drawings: { lng: Language; path: string; alt: string }[] = languages.flatMap((lng) => [
  { lng, path: localizePath("/", lng), alt: copy(lng, "home").hero.illustration },
  ...(["copilot", "echo"] as const).map((slug) => ({
    lng,
    path: localizePath(`/solutions/${slug}`, lng),
    alt: copy(lng, "product-pages")
      .page.illustration.replace("{{name}}", copy(lng, "products")[slug].name)
      .replace("{{title}}", copy(lng, "products")[slug].title),
  })),
]);

for (const { lng, path, alt } of drawings) {
  test(`${path}: the hero drawing is an SVG file with its text alternative`, async ({ page }) => {
    await openAs(page, lng, path);
    const image = page.getByRole("img", { name: alt, exact: true });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("src", /^\/illustrations\/[\w-]+\.svg$/);
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
  });
}

test("the product icons are files painted in the text colour, not inline SVG", async ({ page }) => {
  await openAs(page, "en", "/");
  const cards = page.locator("#offers-title").locator("xpath=ancestor::section[1]");
  const icons = cards.locator("span[aria-hidden=true][style*=mask-image]");
  await expect(icons).toHaveCount(productSlugs().length);
  const painted = await icons.evaluateAll((spans) =>
    spans.map((span) => {
      const style = getComputedStyle(span);
      const { width, height } = span.getBoundingClientRect();
      return { mask: style.maskImage, width, height, colour: style.backgroundColor };
    }),
  );
  for (const icon of painted) {
    expect(icon.mask).toMatch(/url\(.*\/icons\/[a-z]+\.svg"?\)/);
    expect(icon.width).toBeGreaterThan(0);
    expect(icon.height).toBeGreaterThan(0);
    expect(icon.colour).not.toBe("rgba(0, 0, 0, 0)");
  }
  for (const src of painted.map(({ mask }) => mask.match(/\/icons\/[a-z]+\.svg/)![0])) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }
});
