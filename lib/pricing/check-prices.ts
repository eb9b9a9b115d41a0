import { deviceIds, limits, type PriceFile } from "./model";

/** Where sales edit the prices; every problem names it. */
export const priceFilePath = "lib/pricing/prices.json";

/**
 * Upper bounds keep a typo (an extra zero or three) from reaching the site, and keep the
 * pricing function's integer arithmetic exact (see pricing.ts).
 */
const maxMonthly = 1_000;
const maxPurchase = 100_000;

/**
 * Checks the price file's content: every field present, amounts in euros with at most two
 * decimals, tiers starting at 1 and rising. Returns the problems, each naming the file and
 * the field; an empty list means the file is usable.
 */
export function checkPrices(data: unknown, file = priceFilePath): string[] {
  const problems: string[] = [];
  const report = (field: string, message: string) => problems.push(`${file}: ${field} ${message}`);

  if (!isObject(data)) return [`${file}: must hold a JSON object`];
  if (data.currency !== "EUR") report("currency", `must be "EUR" (prices are for the euro zone)`);

  const amount = (value: unknown, field: string, max: number) => {
    if (!isCents(value) || value < 0 || value > max)
      report(
        field,
        `must be an amount in euros from 0 to ${max} with at most 2 decimals, not ${show(value)}`,
      );
  };
  const object = (value: unknown, field: string): Record<string, unknown> => {
    if (isObject(value)) return value;
    report(field, `must be an object, not ${show(value)}`);
    return {};
  };

  const platform = object(data.platform, "platform");
  amount(platform.monthlyFeePerPanellist, "platform.monthlyFeePerPanellist", maxMonthly);

  const devices = object(data.devices, "devices");
  for (const id of deviceIds) {
    const device = object(devices[id], `devices.${id}`);
    amount(device.monthlyRentalPerPanellist, `devices.${id}.monthlyRentalPerPanellist`, maxMonthly);
    amount(device.purchasePrice, `devices.${id}.purchasePrice`, maxPurchase);
    const per = device.panellistsPerDevice;
    if (!Number.isInteger(per) || (per as number) < 1 || (per as number) > limits.panellists.max)
      report(
        `devices.${id}.panellistsPerDevice`,
        `must be a whole number from 1 to ${limits.panellists.max}, not ${show(per)}`,
      );
  }
  for (const id of Object.keys(devices))
    if (!(deviceIds as readonly string[]).includes(id))
      report(`devices.${id}`, `is not a device of the calculator (${deviceIds.join(", ")})`);

  const discounts = object(data.discounts, "discounts");
  tiers(discounts.byPanellists, "discounts.byPanellists", limits.panellists.max, report);
  tiers(discounts.byMonths, "discounts.byMonths", limits.months.max, report);

  const trialKit = object(data.trialKit, "trialKit");
  amount(trialKit.price, "trialKit.price", maxPurchase);
  return problems;
}

function tiers(
  value: unknown,
  field: string,
  max: number,
  report: (field: string, message: string) => void,
) {
  if (!Array.isArray(value) || value.length === 0) {
    report(field, `must be a non-empty list of { "from", "percent" }, not ${show(value)}`);
    return;
  }
  let previous = 0;
  value.forEach((tier: unknown, i) => {
    const at = `${field}[${i}]`;
    if (!isObject(tier)) return report(at, `must be { "from", "percent" }, not ${show(tier)}`);
    const { from, percent } = tier;
    if (!Number.isInteger(from) || (from as number) < 1 || (from as number) > max)
      report(`${at}.from`, `must be a whole number from 1 to ${max}, not ${show(from)}`);
    else if (i === 0 && from !== 1) report(`${at}.from`, `must be 1: the first tier starts at 1`);
    else if ((from as number) <= previous)
      report(`${at}.from`, `must be greater than the tier before it (${previous})`);
    if (Number.isInteger(from)) previous = from as number;
    if (!Number.isInteger(percent) || (percent as number) < 0 || (percent as number) > 90)
      report(`${at}.percent`, `must be a whole number from 0 to 90, not ${show(percent)}`);
  });
}

/** The checked file, typed; throws with every problem listed otherwise. */
export function parsePrices(data: unknown, file = priceFilePath): PriceFile {
  const problems = checkPrices(data, file);
  if (problems.length > 0) throw new Error(`Invalid price file:\n  ${problems.join("\n  ")}`);
  return data as PriceFile;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A number of euros that is a whole number of cents (floating point noise tolerated). */
function isCents(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isFinite(value) &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

function show(value: unknown): string {
  return value === undefined ? "missing" : JSON.stringify(value);
}
