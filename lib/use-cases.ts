export const studyTypes = [
  "hydration",
  "antiAgeing",
  "pigmentation",
  "acne",
  "sensitive",
  "scalp",
] as const;
export type StudyType = (typeof studyTypes)[number];

/** Visit days count from the first visit (0, 28, 56…). An example, not a recommendation. */
export type StudyDesign<S extends string = string> = {
  devices: readonly S[];
  visits: readonly { day: number; devices: readonly S[] }[];
};

type StudyUse<S> = { slug: S; studies: readonly { study: StudyType; days: readonly number[] }[] };

export function studyDesign<S extends string>(
  study: StudyType,
  products: readonly StudyUse<S>[],
): StudyDesign<S> {
  const daysOf = (product: StudyUse<S>) =>
    product.studies.find((use) => use.study === study)?.days ?? [];
  const days = [...new Set(products.flatMap(daysOf))].sort((a, b) => a - b);
  return {
    devices: products.filter((product) => daysOf(product).length > 0).map(({ slug }) => slug),
    visits: days.map((day) => ({
      day,
      devices: products.filter((product) => daysOf(product).includes(day)).map(({ slug }) => slug),
    })),
  };
}

export function durationDays(design: StudyDesign): number {
  return design.visits.at(-1)!.day - design.visits[0]!.day;
}

export function visitRole(design: StudyDesign, index: number): "baseline" | "followUp" | "final" {
  if (index === 0) return "baseline";
  return index === design.visits.length - 1 ? "final" : "followUp";
}
