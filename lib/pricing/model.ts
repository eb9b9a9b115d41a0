/**
 * The pricing vocabulary shared by the price file's schema, the pricing function and the page.
 * Pure and dependency-free: the calculator runs it in the browser.
 */
import type { PriceFile } from "../content/prices";
import type { OptionId } from "./options.ts";

export { deviceIds, limits, optionIds, type DeviceId, type OptionId } from "./options.ts";

/** The products behind each option (the platform option is copilot with the echo app). */
export const optionProducts = {
  platform: ["copilot", "echo"],
  camera: ["pixel"],
  dermatoscope: ["macro"],
  probe: ["touch"],
} as const satisfies Record<OptionId, readonly string[]>;

/** The price file's type comes from its schema (content/prices.json, lib/content/prices.ts). */
export type { PriceFile };
/** A discount from a threshold upward: `{ from: 50, percent: 5 }` is 5 % from 50 on. */
export type DiscountTier = PriceFile["discounts"]["byPanellists"][number];
