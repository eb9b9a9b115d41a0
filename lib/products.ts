/**
 * The products (decision 0032): one list drives the menus and the footer (through
 * lib/navigation.ts), the home page, the sitemap and the product pages (at /solutions/{slug},
 * the spec's route). Each product's name and tagline live in locales/{lng}/products.json, its
 * page's copy in locales/{lng}/product-pages.json, under its slug; its facts, related products
 * and the trial test kit are data (content/catalogue.json, lib/content/catalogue.ts).
 */
export const readyMadeSlugs = ["copilot", "echo", "pixel", "macro", "touch", "dermo"] as const;
export type ReadyMadeSlug = (typeof readyMadeSlugs)[number];

/** The seventh product: devices made to a study's protocol, listed after the six ready-made ones. */
export const customSlug = "custom" as const;
export type ProductSlug = ReadyMadeSlug | typeof customSlug;
export const productSlugs: readonly ProductSlug[] = [...readyMadeSlugs, customSlug];

/**
 * The products that are instruments (the four devices and custom devices), as opposed to
 * software: their pages state what they are for (research, not diagnosis).
 */
export const deviceSlugs: readonly ProductSlug[] = ["pixel", "macro", "touch", "dermo", customSlug];

export function isDevice(slug: ProductSlug): boolean {
  return deviceSlugs.includes(slug);
}

export function productPath(slug: ProductSlug): string {
  return `/solutions/${slug}`;
}
