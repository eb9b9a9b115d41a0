/**
 * The pricing vocabulary shared by the price file's check, the pricing function and the page.
 * Pure and dependency-free: the calculator runs it in the browser.
 */

/** The four toggles of the calculator, in catalogue order, as written in the URL. */
export const optionIds = ["platform", "camera", "dermatoscope", "probe"] as const;
export type OptionId = (typeof optionIds)[number];
export type DeviceId = Exclude<OptionId, "platform">;
export const deviceIds = optionIds.filter((id): id is DeviceId => id !== "platform");

/** The products behind each option (the platform option is copilot with the echo app). */
export const optionProducts = {
  platform: ["copilot", "echo"],
  camera: ["pixel"],
  dermatoscope: ["macro"],
  probe: ["touch"],
} as const satisfies Record<OptionId, readonly string[]>;

/** Limits of the calculator's inputs; the copy quotes them (pricing.json). */
export const limits = {
  months: { min: 1, max: 60 },
  panellists: { min: 1, max: 10_000 },
} as const;

/** A discount from a threshold upward: `{ from: 50, percent: 5 }` is 5 % from 50 on. */
export interface DiscountTier {
  from: number;
  percent: number;
}

export interface DevicePrices {
  /** Euros per panellist per month, excluding VAT. */
  monthlyRentalPerPanellist: number;
  /** Euros per device bought, excluding VAT. */
  purchasePrice: number;
  /** A panel needs one device per this many panellists (rounded up). */
  panellistsPerDevice: number;
}

/** The shape of lib/pricing/prices.json, once checked (see check-prices.ts). */
export interface PriceFile {
  currency: "EUR";
  platform: { monthlyFeePerPanellist: number };
  devices: Record<DeviceId, DevicePrices>;
  discounts: { byPanellists: DiscountTier[]; byMonths: DiscountTier[] };
  trialKit: { price: number };
}
