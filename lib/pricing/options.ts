/**
 * The calculator's options and input limits: what the price file's schema (lib/content/prices.ts)
 * and the pricing vocabulary (lib/pricing/model.ts) both build on. Pure and dependency-free.
 */

/** The four toggles of the calculator, in catalogue order, as written in the URL. */
export const optionIds = ["platform", "camera", "dermatoscope", "probe"] as const;
export type OptionId = (typeof optionIds)[number];
export type DeviceId = Exclude<OptionId, "platform">;
export const deviceIds = optionIds.filter((id): id is DeviceId => id !== "platform");

/** Limits of the calculator's inputs; the copy quotes them (pricing.json). */
export const limits = {
  months: { min: 1, max: 60 },
  panellists: { min: 1, max: 10_000 },
} as const;
