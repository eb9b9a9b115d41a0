/**
 * The pricing vocabulary shared by the price file's schema, the pricing function and the page.
 * Pure and dependency-free: the calculator runs it in the browser.
 */
import type { PriceFile } from "../content/prices";

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

/** The price file's type comes from its schema (content/prices.json, lib/content/prices.ts). */
export type { PriceFile };
/** A discount from a threshold upward: `{ from: 50, percent: 5 }` is 5 % from 50 on. */
export type DiscountTier = PriceFile["discounts"]["byPanellists"][number];
