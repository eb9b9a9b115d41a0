import { expect, test } from "@playwright/test";
import { productPath, products } from "../../lib/products.ts";
import { languages, localizePath } from "../../lib/i18n/languages.ts";
import { copy } from "./helpers.ts";

/**
 * What each device gives, illustrated on its page (components/illustrations/output-figure.tsx,
 * placed by DeviceShowcase): an image file with its text alternative and its caption in the
 * page's language, drawn at any width without overflow, with the page's scripts off.
 */
const devices = products().filter(({ output }) => output !== null);

test.use({ javaScriptEnabled: false });

for (const width of [390, 1280])
  for (const lng of languages)
    test(`each device's output, illustrated and captioned (${lng}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const t = copy(lng, "product-pages").page.output;
      for (const { slug, output } of devices) {
        const path = localizePath(productPath(slug), lng);
        await page.goto(path);
        const figure = page.getByRole("figure").filter({ hasText: t[slug].title });
        const image = figure.getByRole("img", { name: t[slug].alt, exact: true });
        await image.scrollIntoViewIfNeeded();
        await expect(image, path).toHaveAttribute("src", `/illustrations/${output!.file}`);
        // Loaded (lazy, below the fold), and drawn at the size the page reserved.
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(figure, path).toContainText(t.caption);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, path).toBe(0);
      }
      // No output to illustrate: the software and custom devices.
      for (const slug of ["copilot", "custom"] as const) {
        await page.goto(localizePath(productPath(slug), lng));
        await expect(page.locator('img[src^="/illustrations/output-"]')).toHaveCount(0);
      }
    });
