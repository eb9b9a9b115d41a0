import type { PriceFile } from "../content/prices.ts";
import { deviceIds, limits, type DeviceId } from "./model.ts";

/** Amounts leave this module as whole cents (euros × 100), excluding VAT. */
export type Cents = number;

/** Whole months and panellists within `limits`, at least one option: the headline study's shape. */
export type PricingInput = PriceFile["headline"];

export type Quote = ReturnType<typeof quote>;
export type PriceLine = Quote["rental"];

/**
 * The price of a configuration (see docs/architecture.md, "Pricing").
 *
 * - Rental, per panellist per month: the platform fee and each device's rental, less the
 *   panel-size discount, then less the duration discount (the two multiply).
 * - Purchase, per panellist per month: the same platform fee, plus each device's purchase
 *   price times the devices the panel needs (one per `panellistsPerDevice`, rounded up), less
 *   the panel-size discount only (spreading it over a longer study already lowers it), divided
 *   by panellists × months.
 * - Each per-panellist price is computed exactly, then rounded half up to the cent once. The
 *   totals multiply that rounded price (`monthly`: the whole panel, one month; `study`: the
 *   whole study), so a quote always multiplies out to the cent.
 * - `devices`: the devices the panel needs, all options together (one per `panellistsPerDevice`).
 *
 * Throws a RangeError for input outside the calculator's limits: callers validate first.
 */
export function quote(prices: PriceFile, input: PricingInput) {
  assertInput(input);
  const { months, panellists } = input;
  const chosen = new Set(input.options);
  const v = discountFor(prices.discounts.byPanellists, panellists);
  const d = discountFor(prices.discounts.byMonths, months);
  const devices = deviceIds.filter((id) => chosen.has(id));

  // Exact fractions of a cent over one common denominator (10,000 for two percentages, times
  // panellists × months for the amortised purchase); every term stays a safe integer.
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

/**
 * The headline price: what the price file's reference study (`headline`: a real one, the
 * platform included) pays per panellist per month, and `way`, the cheaper of renting and buying.
 */
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

/**
 * Rent against buy for a panel and its options, over every duration the calculator takes:
 * - `same`: no device is chosen (the platform alone is a subscription either way);
 * - `buy`: from `months` on, buying costs less than renting, for every longer study too
 *   (a duration discount can make renting cheaper again just past a tier, so the month is
 *   the one from which buying stays cheaper, not the first where it is);
 * - `rent`: renting costs as much or less up to the longest study.
 */
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

/** A discount from a threshold upward: `{ from: 50, percent: 5 }` is 5 % from 50 on. */
type DiscountTier = PriceFile["discounts"]["byPanellists"][number];

/** The percentage of the highest tier whose threshold `value` reaches. */
export function discountFor(tiers: readonly DiscountTier[], value: number): number {
  let percent = 0;
  for (const tier of tiers) if (value >= tier.from) percent = tier.percent;
  return percent;
}

/** Euros with at most two decimals (checked in the price file) to whole cents. */
export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/**
 * `numerator / denominator` rounded half up, both non-negative safe integers. `%` on safe
 * integers is exact, and so is dividing the exact multiple left: no floating point error can
 * tip a half either way.
 */
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
