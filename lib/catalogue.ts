/**
 * The product catalogue: one list drives the menus and the footer (through lib/navigation.ts),
 * the home page, the sitemap and the product pages. Copy for each product lives in
 * locales/{lng}/products.json under the product's slug.
 */
export const productSlugs = ["copilot", "echo", "pixel", "macro", "touch", "dermo"] as const;
export type ProductSlug = (typeof productSlugs)[number];

/** The seventh offer: custom-made devices, listed after the six products where it appears. */
export const customSlug = "custom" as const;
export type SolutionSlug = ProductSlug | typeof customSlug;
export const solutionSlugs: readonly SolutionSlug[] = [...productSlugs, customSlug];

/** Technical facts of a device, as numbers: lib/format.ts writes them for each language. */
export type Fact =
  | { kind: "sensor"; megapixels: number }
  | { kind: "light"; kelvin: number }
  | { kind: "area"; widthCm: number; heightCm: number }
  | { kind: "dimensions"; lengthMm: number; widthMm: number; thicknessMm: number };

export interface Product {
  slug: ProductSlug;
  facts: readonly Fact[];
  /** Products shown as "works well with" on this product's page. */
  related: readonly SolutionSlug[];
}

export const products: readonly Product[] = [
  { slug: "copilot", facts: [], related: ["echo", "pixel", "touch"] },
  { slug: "echo", facts: [], related: ["copilot", "pixel", "macro"] },
  {
    slug: "pixel",
    facts: [
      { kind: "sensor", megapixels: 12 },
      { kind: "light", kelvin: 6000 },
    ],
    related: ["macro", "copilot", "echo"],
  },
  {
    slug: "macro",
    facts: [
      { kind: "area", widthCm: 2.5, heightCm: 2.5 },
      { kind: "sensor", megapixels: 12 },
      { kind: "light", kelvin: 6000 },
    ],
    related: ["pixel", "touch", "copilot"],
  },
  { slug: "touch", facts: [], related: ["dermo", "macro", "copilot"] },
  {
    slug: "dermo",
    facts: [{ kind: "dimensions", lengthMm: 188, widthMm: 39, thicknessMm: 13 }],
    related: ["touch", "pixel", "copilot"],
  },
];

/** What the custom-devices page shows beside it. */
export const customRelated: readonly SolutionSlug[] = ["copilot", "macro", "touch"];

export function productBySlug(slug: ProductSlug): Product {
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`Unknown product "${slug}"`);
  return product;
}

/** The one-month trial test kit: the three devices of a typical skin study. */
export const trialKit = {
  months: 1,
  devices: ["pixel", "macro", "touch"] as ProductSlug[],
} as const;

export function solutionPath(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}
