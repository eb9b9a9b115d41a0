import type { ProductSlug } from "./catalogue";

/**
 * Which products serve which study type. What each product does there is copy
 * (locales/{lng}/use-cases.json, `studies.{study}.uses.{product}`), so the table and the copy
 * must list the same pairs; the locale check and a unit test keep them in step.
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

export const productsByStudy: Record<StudyType, readonly ProductSlug[]> = {
  hydration: ["copilot", "echo", "pixel", "touch"],
  antiAgeing: ["copilot", "echo", "pixel", "macro", "touch", "dermo"],
  pigmentation: ["copilot", "echo", "pixel", "macro"],
  acne: ["copilot", "echo", "pixel", "macro", "touch"],
  sensitive: ["copilot", "echo", "pixel", "touch"],
  scalp: ["copilot", "echo", "macro", "touch"],
};
