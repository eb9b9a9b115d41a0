/**
 * Which products the calculator prices and which are on quote, and where the pages that sell
 * them link: server-side only (the calculator's browser code does not need the catalogue).
 */
import { product, products, type ProductSlug } from "../products.ts";
import { optionIds, type OptionId } from "./model.ts";

/** The calculator's option that brings a product, if any. */
export function optionOf(slug: ProductSlug): OptionId | undefined {
  return product(slug).pricing ?? undefined;
}

/** The products each option brings, in catalogue order: "copilot + echo". */
export function optionProducts(): Record<OptionId, ProductSlug[]> {
  const brings = (id: OptionId) => products().filter(({ pricing }) => pricing === id);
  return Object.fromEntries(
    optionIds.map((id) => [id, brings(id).map(({ slug }) => slug)]),
  ) as Record<OptionId, ProductSlug[]>;
}

/** The products the calculator does not price: sales quote them. */
export function onQuoteSlugs(): ProductSlug[] {
  return products()
    .filter(({ pricing }) => pricing === null)
    .map(({ slug }) => slug);
}

/**
 * The price list's row for a product, as the anchor of its page's pricing link
 * (`/pricing#pixel`, `/pricing#dermo`): its option's row, or its own "on quote" row.
 */
export function priceRowId(slug: ProductSlug): string {
  return optionOf(slug) ?? slug;
}

/** The trial test kit's length (SPEC.md, business constants). */
const trialKitMonths = 1;

/**
 * The trial test kit as a configuration for the contact form (the calculator's query): one
 * month, the platform and the kit's devices, and its panel only once the company has stated it
 * (content/prices.json, `trialKit.panellists`).
 */
export function trialKitConfiguration(
  devices: readonly ProductSlug[],
  panellists: number | null,
): string {
  const options = optionIds.filter(
    (id) => id === "platform" || devices.some((slug) => optionOf(slug) === id),
  );
  const params = new URLSearchParams({ months: String(trialKitMonths) });
  if (panellists !== null) params.set("panellists", String(panellists));
  params.set("options", options.join(","));
  return params.toString().replace(/%2C/g, ",");
}
