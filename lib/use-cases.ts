/**
 * The study types of the use-cases table, in the order shown. Which products serve each one,
 * and how, is copy: `studies.{study}.uses.{product}` in locales/{lng}/use-cases.json (a unit
 * test checks that every product named there exists).
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
