/**
 * The pricing vocabulary shared by the price file's schema (lib/content/prices.ts), the pricing
 * function and the page. Pure and dependency-free: the calculator runs it in the browser.
 */

/**
 * The four toggles of the calculator, in catalogue order, as written in the URL: the platform
 * (copilot with the echo app) and the devices it prices, by their product slugs.
 */
export const optionIds = ["platform", "pixel", "macro", "touch"] as const;
export type OptionId = (typeof optionIds)[number];
export type DeviceId = Exclude<OptionId, "platform">;
export const deviceIds = optionIds.filter((id): id is DeviceId => id !== "platform");

/** The devices' ids before decision 0032, still read from old shared links. */
export const formerDeviceIds: Readonly<Record<string, DeviceId>> = {
  camera: "pixel",
  dermatoscope: "macro",
  probe: "touch",
};

/** Limits of the calculator's inputs; the copy quotes them (pricing.json). */
export const limits = {
  months: { min: 1, max: 60 },
  panellists: { min: 1, max: 10_000 },
} as const;

/**
 * What a price may include, in the order the page names them: each a fact of the price file
 * (`includes`), null until sales gives it (lib/pricing/price-facts.ts).
 */
export const priceFactKeys = [
  "setup",
  "training",
  "users",
  "storage",
  "warranty",
  "calibration",
  "shipping",
] as const;
export type PriceFactKey = (typeof priceFactKeys)[number];
