/**
 * The product catalogue: one list drives the header dropdown, the mobile menu, the footer,
 * the home page, the sitemap and the product pages. Copy for each product lives in
 * locales/{lng}/products.json under the product's slug.
 */
export const productSlugs = ["copilot", "echo", "pixel", "macro", "touch", "dermo"] as const;
export type ProductSlug = (typeof productSlugs)[number];

/** The seventh offer: custom-made devices, listed after the six products where it appears. */
export const customSlug = "custom" as const;
export type SolutionSlug = ProductSlug | typeof customSlug;
export const solutionSlugs: readonly SolutionSlug[] = [...productSlugs, customSlug];

export type ProductKind = "platform" | "app" | "device";

export interface Product {
  slug: ProductSlug;
  kind: ProductKind;
  /** Key of the icon in components/icons/product-icons.tsx. */
  icon: ProductSlug;
}

export const products: readonly Product[] = [
  { slug: "copilot", kind: "platform", icon: "copilot" },
  { slug: "echo", kind: "app", icon: "echo" },
  { slug: "pixel", kind: "device", icon: "pixel" },
  { slug: "macro", kind: "device", icon: "macro" },
  { slug: "touch", kind: "device", icon: "touch" },
  { slug: "dermo", kind: "device", icon: "dermo" },
];

/** The one-month trial test kit: the three devices of a typical skin study. */
export const trialKit = {
  months: 1,
  devices: ["pixel", "macro", "touch"] as ProductSlug[],
} as const;

export function solutionPath(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}
