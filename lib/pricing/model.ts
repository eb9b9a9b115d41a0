// Pure and dependency-free: the calculator runs it in the browser.

/** In catalogue order; also the values shared links carry. */
export const optionIds = ["platform", "pixel", "macro", "touch"] as const;
export type OptionId = (typeof optionIds)[number];
export type DeviceId = Exclude<OptionId, "platform">;
export const deviceIds = optionIds.filter((id): id is DeviceId => id !== "platform");

/** Old shared links' device ids (decision 0032). */
export const formerDeviceIds: Readonly<Record<string, DeviceId>> = {
  camera: "pixel",
  dermatoscope: "macro",
  probe: "touch",
};

/** The copy quotes these limits (locales/{lng}/pricing.json). */
export const limits = {
  months: { min: 1, max: 60 },
  panellists: { min: 1, max: 10_000 },
} as const;

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
