import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { productPath, type ProductSlug } from "../../lib/products.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { settings } from "../../lib/settings.ts";
import { copy, hydrated } from "./helpers.ts";

/**
 * A product page printed (or saved as PDF) is its data sheet: the logo, the product, what it
 * measures, its key features and the output it gives, its facts, whom to ask, the page's
 * address and the day it was printed; no menu, privacy notice, footer, newsletter or call to
 * action; each section whole on its sheet, and no sheet left half empty. Printed to PDF by
 * Chromium, as a visitor's "Save as PDF" does, and read back as text.
 */

/**
 * The PDF's text without its spaces, each page's too, its page count, and how far down each
 * page its text goes (0 to 1). pdf.js splits words at ligatures ("fi ne"), so text is compared
 * with every space (no-break ones included) taken out.
 */
async function readPdf(data: Buffer) {
  const loading = getDocument({ data: new Uint8Array(data), useSystemFonts: true });
  const pdf = await loading.promise;
  const pages: string[] = [];
  const used: number[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const { height } = page.getViewport({ scale: 1 });
    const items = (await page.getTextContent()).items.filter((item) => "str" in item);
    pages.push(unspaced(items.map((item) => item.str).join(" ")));
    // y counts from the foot of the sheet.
    used.push(1 - Math.min(...items.map((item) => item.transform[5] as number)) / height);
  }
  await loading.destroy();
  return { text: pages.join(""), pageTexts: pages, pages: pdf.numPages, used };
}

const unspaced = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, "");

/** Three products in two languages, one with facts, one whose facts are all still to ask, the platform. */
const sheets: { slug: ProductSlug; lng: Language; facts: string[] }[] = [
  { slug: "pixel", lng: "en", facts: ["12 MP", "6000 K"] },
  { slug: "macro", lng: "fr", facts: ["2,5 cm × 2,5 cm", "12 MP", "6 000 K"] },
  { slug: "touch", lng: "fr", facts: [] },
  { slug: "copilot", lng: "en", facts: [] },
];

/** The day the sheets are printed, and how each language writes it. */
const printDay = new Date("2026-03-14T10:00:00Z");
const printed: Record<string, string> = { en: "14 March 2026", fr: "14 mars 2026" };

for (const { slug, lng, facts } of sheets) {
  test(`${slug} (${lng}) prints as a one- or two-page data sheet`, async ({ page }) => {
    const t = copy(lng, "product-pages");
    const name = copy(lng, "products")[slug].name as string;
    await page.clock.install({ time: printDay });
    const path = localizePath(productPath(slug), lng);
    await page.goto(path);
    await hydrated(page);
    const { text, pageTexts, pages, used } = await readPdf(await page.pdf({ format: "A4" }));

    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    // No break leaves a sheet short (sections are kept whole, so a gap is a section that did not
    // fit), and the last sheet is not a line or two.
    for (const [i, share] of used.entries())
      expect(share, `page ${i + 1} used`).toBeGreaterThan(i === used.length - 1 ? 0.4 : 0.75);
    // The logo's name, the product, what it measures (on one sheet), its key features, the
    // output it gives, its facts.
    expect(text).toContain(unspaced(settings.companyName));
    expect(text).toContain(unspaced(t[slug].hero.title));
    const measures = [t[slug].measuresTitle as string, ...(t[slug].measures as string[])];
    expect(
      pageTexts.some((sheet) => measures.every((line) => sheet.includes(unspaced(line)))),
      "what it measures, whole on one sheet",
    ).toBe(true);
    expect(text).toContain(unspaced(t.page.featuresTitle));
    for (const { title } of Object.values(t[slug].features) as { title: string }[])
      expect(text).toContain(unspaced(title));
    if (slug in t.page.output) expect(text).toContain(unspaced(t.page.output[slug].title));
    if (facts.length > 0) expect(text).toContain(unspaced(t.page.factsTitle));
    else expect(text).not.toContain(unspaced(t.page.factsTitle));
    for (const fact of facts) expect(text).toContain(unspaced(fact));
    // Whom to ask, the page's address and the day it was printed.
    expect(text).toContain(unspaced(t.page.datasheet.title.replace("{{name}}", name)));
    expect(text).toContain(unspaced(settings.email));
    expect(text).toContain(unspaced(settings.phone));
    expect(text).toContain(unspaced(`${settings.siteUrl}${path}`));
    expect(text).toContain(unspaced(t.page.datasheet.printedOn.replace("{{date}}", printed[lng]!)));

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
