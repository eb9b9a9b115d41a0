/**
 * The products are the catalogue's entries (content/catalogue.json): the menus, the footer,
 * the home page, the sitemap, pricing and the product pages (at /solutions/{slug}) list them in
 * its order. Each product's name and tagline live in locales/{lng}/products.json, its page's
 * copy in locales/{lng}/product-pages.json, under its slug.
 */
import { readContent } from "./content/collection.ts";
import { catalogueCollection, type Product, type ProductSlug } from "./content/catalogue.ts";

export type { Product, ProductSlug };

export function products(): readonly Product[] {
  return readContent(catalogueCollection).products;
}

export function productSlugs(): ProductSlug[] {
  return products().map((entry) => entry.slug);
}

export function product(slug: ProductSlug): Product {
  return products().find((entry) => entry.slug === slug)!;
}

export function productPath(slug: ProductSlug): string {
  return `/solutions/${slug}`;
}

/** A product's drawing in public/illustrations/, and its size. */
export function drawingFile(slug: ProductSlug) {
  const { file, width, height } = product(slug).drawing;
  return { src: `/illustrations/${file}`, width, height };
}
