import type { PriceFile } from "../content/prices.ts";
import { deviceIds, limits, type DeviceId } from "./model.ts";

/** Whole cents, excluding VAT. */
export type Cents = number;

export type PricingInput = PriceFile["headline"];

export type Quote = ReturnType<typeof quote>;
export type PriceLine = Quote["rental"];

// docs/architecture.md, "Pricing". Purchase takes the panel-size discount only. Each
// per-panellist price is rounded half up once, so every total multiplies out to the cent.
export function quote(prices: PriceFile, input: PricingInput) {
  assertInput(input);
  const { months, panellists } = input;
  const chosen = new Set(input.options);
  const v = discountFor(prices.discounts.byPanellists, panellists);
  const d = discountFor(prices.discounts.byMonths, months);
  const devices = deviceIds.filter((id) => chosen.has(id));

  // Exact fractions of a cent over one common denominator: every term stays a safe integer.
  const recurring = (ids: readonly DeviceId[]) =>
    (chosen.has("platform") ? toCents(prices.platform.monthlyFeePerPanellist) : 0) +
    ids.reduce((sum, id) => sum + toCents(prices.devices[id].monthlyRentalPerPanellist), 0);
  const recurringFactor = (100 - v) * (100 - d);

  const rental = roundHalfUp(recurring(devices) * recurringFactor, 10_000);

  const units = (id: DeviceId) => Math.ceil(panellists / prices.devices[id].panellistsPerDevice);
  const bought = devices.reduce(
    (sum, id) => sum + units(id) * toCents(prices.devices[id].purchasePrice),
    0,
  );
  const share = panellists * months;
  const purchase = roundHalfUp(
    recurring([]) * recurringFactor * share + bought * (100 - v) * 100,
    10_000 * share,
  );

  const line = (perPanellistMonth: Cents) => ({
    perPanellistMonth,
    monthly: perPanellistMonth * panellists,
    study: perPanellistMonth * panellists * months,
  });
  return {
    rental: line(rental),
    purchase: line(purchase),
    devices: devices.reduce((sum, id) => sum + units(id), 0),
    discounts: { panellistsPercent: v, monthsPercent: d },
  };
}

export function headlinePrice(prices: PriceFile) {
  const input = prices.headline;
  const { rental, purchase } = quote(prices, input);
  const way: "rental" | "purchase" =
    purchase.perPanellistMonth < rental.perPanellistMonth ? "purchase" : "rental";
  return {
    input,
    way,
    perPanellistMonth: (way === "rental" ? rental : purchase).perPanellistMonth,
  };
}

// `buy`: buying stays cheaper from `months` on. A duration discount can make renting cheaper
// again just past a tier, so that is not always the first month where buying is cheaper.
export type BreakEven = { kind: "same" } | { kind: "buy"; months: number } | { kind: "rent" };

export function breakEven(
  prices: PriceFile,
  input: Pick<PricingInput, "panellists" | "options">,
): BreakEven {
  if (!input.options.some((id) => id !== "platform")) return { kind: "same" };
  let from: number | undefined;
  for (let months = limits.months.max; months >= limits.months.min; months--) {
    const { rental, purchase } = quote(prices, { ...input, months });
    if (purchase.perPanellistMonth >= rental.perPanellistMonth) break;
    from = months;
  }
  return from === undefined ? { kind: "rent" } : { kind: "buy", months: from };
}

type DiscountTier = PriceFile["discounts"]["byPanellists"][number];

export function discountFor(tiers: readonly DiscountTier[], value: number): number {
  let percent = 0;
  for (const tier of tiers) if (value >= tier.from) percent = tier.percent;
  return percent;
}

export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

// Integer `%` and division are exact: no floating point error can tip a half either way.
export function roundHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function assertInput({ months, panellists, options }: PricingInput) {
  const whole = (value: number, { min, max }: { min: number; max: number }) =>
    Number.isInteger(value) && value >= min && value <= max;
  if (!whole(months, limits.months)) throw new RangeError(`months out of range: ${months}`);
  if (!whole(panellists, limits.panellists))
    throw new RangeError(`panellists out of range: ${panellists}`);
  if (options.length === 0) throw new RangeError("at least one option is needed");
}
