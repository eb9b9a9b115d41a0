import type { ReadyMadeSlug } from "./products.ts";

/**
 * The study types of the use-cases page, in the order shown. Which products serve each one,
 * and how, is copy: `studies.{study}.uses.{product}` in locales/{lng}/use-cases.json (a unit
 * test checks that every product named there exists, and that it matches the designs below).
 */
export const studyTypes = [
  "hydration",
  "antiAgeing",
  "pigmentation",
  "acne",
  "sensitive",
  "scalp",
] as const;
export type StudyType = (typeof studyTypes)[number];

/** The products that measure at a visit; copilot plans the study and echo follows panellists. */
export const measuringDevices = [
  "pixel",
  "macro",
  "touch",
  "dermo",
] as const satisfies readonly ReadyMadeSlug[];
export type MeasuringDevice = (typeof measuringDevices)[number];

/**
 * An example design of each study type: its visits (days from the first: 0, 28, 56…) and the
 * devices that measure at each, in catalogue order. Typical of the field, not a recommendation:
 * the page marks each one as an example. Zones and what each device measures are copy
 * (`designs.{study}.zones`, `studies.{study}.uses.{device}`).
 */
export type StudyDesign = {
  visits: readonly { day: number; devices: readonly MeasuringDevice[] }[];
};

export const studyDesigns: Record<StudyType, StudyDesign> = {
  hydration: {
    visits: [
      { day: 0, devices: ["pixel", "touch"] },
      { day: 14, devices: ["touch"] },
      { day: 28, devices: ["pixel", "touch"] },
    ],
  },
  antiAgeing: {
    visits: [
      { day: 0, devices: ["pixel", "macro", "touch", "dermo"] },
      { day: 28, devices: ["pixel", "macro", "touch"] },
      { day: 56, devices: ["pixel", "macro", "touch", "dermo"] },
      { day: 84, devices: ["pixel", "macro", "touch", "dermo"] },
    ],
  },
  pigmentation: {
    visits: [
      { day: 0, devices: ["pixel", "macro"] },
      { day: 28, devices: ["pixel", "macro"] },
      { day: 56, devices: ["pixel", "macro"] },
    ],
  },
  acne: {
    visits: [
      { day: 0, devices: ["pixel", "macro", "touch"] },
      { day: 14, devices: ["pixel", "macro"] },
      { day: 28, devices: ["pixel", "macro", "touch"] },
      { day: 56, devices: ["pixel", "macro", "touch"] },
    ],
  },
  sensitive: {
    visits: [
      { day: 0, devices: ["pixel", "touch"] },
      { day: 7, devices: ["pixel"] },
      { day: 21, devices: ["pixel", "touch"] },
    ],
  },
  scalp: {
    visits: [
      { day: 0, devices: ["macro", "touch"] },
      { day: 14, devices: ["macro", "touch"] },
      { day: 28, devices: ["macro", "touch"] },
    ],
  },
};

/** A design's length in days: from the first visit to the last. */
export function durationDays(design: StudyDesign): number {
  return design.visits.at(-1)!.day - design.visits[0]!.day;
}

/** The devices a design uses at any visit, in catalogue order. */
export function devicesOf(design: StudyDesign): MeasuringDevice[] {
  const used = new Set(design.visits.flatMap((visit) => visit.devices));
  return measuringDevices.filter((device) => used.has(device));
}

/** What a visit is in the design: the baseline, a follow-up, or the last one. */
export function visitRole(design: StudyDesign, index: number): "baseline" | "followUp" | "final" {
  if (index === 0) return "baseline";
  return index === design.visits.length - 1 ? "final" : "followUp";
}
