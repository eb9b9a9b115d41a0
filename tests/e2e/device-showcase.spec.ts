import { expect, test, type Page } from "@playwright/test";
import { drawingFile, products, type ProductSlug } from "../../lib/products.ts";
import { copy, openAs } from "./helpers.ts";

/**
 * The device section of each device page: the drawing (an image file) with its text alternative
 * in the page's language, its "Illustration" caption, and dimension figures only where
 * content/catalogue.json gives them, written as the page's language writes them.
 */
const devices = products()
  .filter(({ kind }) => kind !== "software")
  .map(({ slug }) => slug) as Device[];
type Device = Exclude<ProductSlug, "copilot" | "echo">;

// \s matches the no-break and narrow no-break spaces lib/device-drawings.ts writes.
const figures: Record<"en" | "fr", Partial<Record<Device, RegExp[]>>> = {
  en: { dermo: [/^188\smm$/, /^39\smm$/, /^13\smm$/], macro: [/^2\.5\scm$/, /^2\.5\scm$/] },
  fr: { dermo: [/^188\smm$/, /^39\smm$/, /^13\smm$/], macro: [/^2,5\scm$/, /^2,5\scm$/] },
};
const captionSize: Record<"en" | "fr", Partial<Record<Device, RegExp>>> = {
  en: { dermo: /Dimensions: 188\s×\s39\s×\s13\smm/, macro: /Imaged area: 2\.5\scm\s×\s2\.5\scm/ },
  fr: {
    dermo: /Dimensions\s:\s188\s×\s39\s×\s13\smm/,
    macro: /Zone photographiée\s:\s2,5\scm\s×\s2,5\scm/,
  },
};

function section(page: Page, lng: "en" | "fr", slug: Device) {
  const t = copy(lng, "product-pages");
  return page.getByRole("region", { name: t.page.device.title[slug] });
}

async function checkShowcase(page: Page, lng: "en" | "fr", slug: Device) {
  const t = copy(lng, "product-pages").page.device;
  const showcase = section(page, lng, slug);
  await expect(showcase).toBeVisible();
  await expect(showcase.getByText(t.lead[slug])).toBeVisible();
  const figure = showcase.locator("figure").first();
  const drawing = figure.getByRole("img", { name: t.alt[slug], exact: true });
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveAttribute("src", drawingFile(slug).src);
  // The file arrived and decoded (an image the CSP or the server refused has no width).
  await expect
    .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const caption = figure.locator("figcaption");
  await expect(caption).toContainText(t.label);
  await expect(caption).toContainText(t.caption[slug]);

  const labels = figure.locator("[data-dimension]");
  const expected = figures[lng][slug] ?? [];
  await expect(labels).toHaveCount(expected.length);
  for (const [i, figureText] of expected.entries()) {
    await expect(labels.nth(i)).toHaveText(figureText);
    await expect(labels.nth(i)).toBeVisible();
  }
  if (captionSize[lng][slug]) await expect(caption).toContainText(captionSize[lng][slug]!);
  else await expect(figure).not.toContainText(/\d\s?(mm|cm)\b/);

  // Nothing sticks out: the drawing and its figures lie within their frame, the drawing
  // keeping its proportions, and the page within the window.
  const image = (await drawing.boundingBox())!;
  const frame = (await figure.boundingBox())!;
  expect(image.x).toBeGreaterThanOrEqual(frame.x);
  expect(image.x + image.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  const [width, height] = await drawing.evaluate((img: HTMLImageElement) => [
    img.width,
    img.height,
  ]);
  const { naturalWidth, naturalHeight } = await drawing.evaluate((img: HTMLImageElement) => ({
    naturalWidth: Number(img.getAttribute("width")),
    naturalHeight: Number(img.getAttribute("height")),
  }));
  expect(width! / height!).toBeCloseTo(naturalWidth / naturalHeight, 1);
  for (const label of await labels.all()) {
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(box.y + box.height).toBeLessThanOrEqual(image.y + image.height + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const width of [390, 1280]) {
  test.describe(`device section at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lng of ["en", "fr"] as const) {
      for (const slug of devices) {
        test(`${slug} (${lng})`, async ({ page }) => {
          await openAs(page, lng, `${lng === "fr" ? "/fr" : ""}/solutions/${slug}`);
          await checkShowcase(page, lng, slug);
        });
      }
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const [lng, slug] of [
    ["fr", "dermo"],
    ["en", "macro"],
    ["en", "pixel"],
  ] as const) {
    test(`${slug} (${lng}): the drawing, its alternative and its dimensions`, async ({ page }) => {
      await page.goto(`${lng === "fr" ? "/fr" : ""}/solutions/${slug}`);
      await checkShowcase(page, lng, slug);
    });
  }
});

test("a device's hero does not show its drawing a second time", async ({ page }) => {
  await openAs(page, "en", "/solutions/dermo");
  await expect(page.locator('main img[src="/illustrations/dermo.svg"]')).toHaveCount(1);
  await expect(page.locator("main section").first().getByRole("img")).toHaveCount(0);
});
