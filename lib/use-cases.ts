/**
 * The study types of the use-cases page, in the order shown. Which devices measure in each one,
 * and at which visits, is the catalogue's (`studies` of each product); how each product serves
 * it is copy: `studies.{study}.uses.{product}` in locales/{lng}/use-cases.json.
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

/**
 * An example design of a study type: the devices it uses and its visits (days from the first:
 * 0, 28, 56…) with the devices that measure at each, in catalogue order. Typical of the field, not a recommendation:
 * the page marks each one as an example.
 */
export type StudyDesign<S extends string = string> = {
  devices: readonly S[];
  visits: readonly { day: number; devices: readonly S[] }[];
};

type StudyUse<S> = { slug: S; studies: readonly { study: StudyType; days: readonly number[] }[] };

/** The design of a study type from the products that measure in it (each product's `studies`). */
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

/** A design's length in days: from the first visit to the last. */
export function durationDays(design: StudyDesign): number {
  return design.visits.at(-1)!.day - design.visits[0]!.day;
}

/** What a visit is in the design: the baseline, a follow-up, or the last one. */
export function visitRole(design: StudyDesign, index: number): "baseline" | "followUp" | "final" {
  if (index === 0) return "baseline";
  return index === design.visits.length - 1 ? "final" : "followUp";
}
