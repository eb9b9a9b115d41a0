/**
 * The product catalogue: one list drives the menus and the footer (through lib/navigation.ts),
 * the home page, the sitemap and the product pages. Copy for each product lives in
 * locales/{lng}/products.json under the product's slug; its facts, related solutions and the
 * trial test kit are data (content/catalogue.json, lib/content/catalogue.ts).
 */
export const productSlugs = ["copilot", "echo", "pixel", "macro", "touch", "dermo"] as const;
export type ProductSlug = (typeof productSlugs)[number];

/** The seventh offer: custom-made devices, listed after the six products where it appears. */
export const customSlug = "custom" as const;
export type SolutionSlug = ProductSlug | typeof customSlug;
export const solutionSlugs: readonly SolutionSlug[] = [...productSlugs, customSlug];

/**
 * The solutions that are instruments (the four devices and custom devices), as opposed to
 * software: their pages state what they are for (research, not diagnosis).
 */
export const deviceSlugs: readonly SolutionSlug[] = [
  "pixel",
  "macro",
  "touch",
  "dermo",
  customSlug,
];

export function isDevice(slug: SolutionSlug): boolean {
  return deviceSlugs.includes(slug);
}

export function solutionPath(slug: SolutionSlug): string {
  return `/solutions/${slug}`;
}
