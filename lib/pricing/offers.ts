/**
 * Which products the calculator prices and which are on quote, and where the pages that sell
 * them link: server-side only (the calculator's browser code does not need the catalogue).
 */
import { deviceSlugs, type ProductSlug } from "../products";
import { optionIds, optionProducts, type OptionId } from "./model";

/** The calculator's option that brings a product, if any. */
export function optionOf(slug: ProductSlug): OptionId | undefined {
  return optionIds.find((id) => (optionProducts[id] as readonly string[]).includes(slug));
}

/** The devices the calculator does not price (dermo, custom devices): sales quote them. */
export const onQuoteSlugs: readonly ProductSlug[] = deviceSlugs.filter(
  (slug) => optionOf(slug) === undefined,
);

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
