// Decision 0037: a product is a catalogue entry.
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

export function drawingFile(slug: ProductSlug) {
  const { file, width, height } = product(slug).drawing;
  return { src: `/illustrations/${file}`, width, height };
}
