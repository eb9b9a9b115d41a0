// Server side only: the calculator's browser code does without the catalogue.
import { product, products, type ProductSlug } from "../products.ts";
import { optionIds, type OptionId } from "./model.ts";

export function optionOf(slug: ProductSlug): OptionId | undefined {
  return product(slug).pricing ?? undefined;
}

export function optionProducts(): Record<OptionId, ProductSlug[]> {
  const brings = (id: OptionId) => products().filter(({ pricing }) => pricing === id);
  return Object.fromEntries(
    optionIds.map((id) => [id, brings(id).map(({ slug }) => slug)]),
  ) as Record<OptionId, ProductSlug[]>;
}

export function onQuoteSlugs(): ProductSlug[] {
  return products()
    .filter(({ pricing }) => pricing === null)
    .map(({ slug }) => slug);
}

export function priceRowId(slug: ProductSlug): string {
  return optionOf(slug) ?? slug;
}

const trialKitMonths = 1;

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
