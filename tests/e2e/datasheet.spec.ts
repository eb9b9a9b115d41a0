import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { productPath, type ProductSlug } from "../../lib/products";
import { localizePath, type Language } from "../../lib/i18n/languages";
import { settings } from "../../lib/settings";
import { copy } from "./helpers";

/**
 * A product page printed (or saved as PDF) is its data sheet: the logo, the product, what it
 * measures, its facts, whom to ask; no menu, privacy notice, footer, newsletter or call to
 * action. Printed to PDF by Chromium, as a visitor's "Save as PDF" does, and read back as text.
 */

/**
 * The PDF's text without its spaces, and its page count. pdf.js splits words at ligatures
 * ("fi ne"), so text is compared with every space (no-break ones included) taken out.
 */
async function readPdf(data: Buffer): Promise<{ text: string; pages: number }> {
  const loading = getDocument({ data: new Uint8Array(data), useSystemFonts: true });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await loading.destroy();
  return { text: unspaced(pages.join(" ")), pages: pdf.numPages };
}

const unspaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

/** Two products in two languages, one with facts and one whose facts are all still to ask. */
const sheets: { slug: ProductSlug; lng: Language; facts: string[] }[] = [
  { slug: "pixel", lng: "en", facts: ["12 MP", "6000 K"] },
  { slug: "macro", lng: "fr", facts: ["2,5 cm × 2,5 cm", "12 MP", "6 000 K"] },
  { slug: "touch", lng: "fr", facts: [] },
];

for (const { slug, lng, facts } of sheets) {
  test(`${slug} (${lng}) prints as a one- or two-page data sheet`, async ({ page }) => {
    const t = copy(lng, "product-pages");
    const name = copy(lng, "products")[slug].name as string;
    await page.goto(localizePath(productPath(slug), lng));
    const { text, pages } = await readPdf(await page.pdf({ format: "A4" }));

    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    // The logo's name, the product, what it measures, its facts.
    expect(text).toContain(unspaced(settings.companyName));
    expect(text).toContain(unspaced(t[slug].hero.title));
    expect(text).toContain(unspaced(t[slug].measuresTitle));
    for (const measure of t[slug].measures as string[]) expect(text).toContain(unspaced(measure));
    if (facts.length > 0) expect(text).toContain(unspaced(t.page.factsTitle));
    else expect(text).not.toContain(unspaced(t.page.factsTitle));
    for (const fact of facts) expect(text).toContain(unspaced(fact));
    // Whom to ask.
    expect(text).toContain(unspaced(t.page.datasheet.title.replace("{{name}}", name)));
    expect(text).toContain(unspaced(settings.email));
    expect(text).toContain(unspaced(settings.phone));

    // Nothing of the screen's navigation, notice, footer, newsletter or calls to action.
    const header = copy(lng, "header");
    const footer = copy(lng, "footer");
    for (const absent of [
      header.useCases,
      header.moreInformation,
      footer.columns.enterprise,
      footer.columns.legal,
      footer.links.legalNotice,
      copy(lng, "common").cookieNotice.text,
      copy(lng, "forms").newsletter.submit,
      t.page.ctaTitle.replace("{{it}}", copy(lng, "products")[slug].it),
      t[slug].fit.title,
      t.page.relatedTitle,
      t.page.pricing,
    ])
      expect(text, absent).not.toContain(unspaced(absent));
  });
}

test("on screen, the data sheet's contact block is not shown", async ({ page }) => {
  await page.goto("/solutions/pixel");
  await expect(page.getByRole("heading", { name: "Ask us about pixel" })).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Ask us about pixel" })).toBeVisible();
  await expect(page.locator("footer")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
});
