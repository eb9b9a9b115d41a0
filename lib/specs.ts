import type { Fact, LocalText, Specs } from "./content/catalogue.ts";
import { formatFact, formatList, formatRange } from "./format.ts";
import type { Language } from "./i18n/languages.ts";
import type { i18n as I18n } from "i18next";

/** What a specification row is about: a fact's kind, or one of the data sheet's points. */
export type SpecKind = Fact["kind"] | keyof Specs;

export interface SpecRow {
  kind: SpecKind;
  /** The row's own label (a measured quantity), else the label of its kind. */
  label?: string;
  value: string;
}

/**
 * The rows of a product's specifications in a language: what it measures and how, then the
 * device's facts, then how it is calibrated, connected and powered. Only what content/ holds.
 */
export function specRows(facts: readonly Fact[], specs: Specs, lng: Language): SpecRow[] {
  const local = (kind: SpecKind, value: LocalText | null): SpecRow[] =>
    value ? [{ kind, value: value[lng]! }] : [];
  return [
    ...local("principle", specs.principle),
    ...(specs.measurements ?? []).map((range) => ({
      kind: "measurements" as const,
      label: range.quantity[lng],
      value: formatRange(range, lng),
    })),
    ...facts.map((fact) => ({ kind: fact.kind, value: formatFact(fact, lng) })),
    ...local("repeatability", specs.repeatability),
    ...local("calibration", specs.calibration),
    ...(specs.connectivity
      ? [{ kind: "connectivity" as const, value: formatList(specs.connectivity, lng) }]
      : []),
    ...local("battery", specs.battery),
  ];
}

/**
 * The data sheet's points content/ does not hold yet: what the data sheet request asks for, in
 * the schema's order (lib/content/catalogue.ts), which parsing keeps.
 */
export function missingSpecs(specs: Specs): (keyof Specs)[] {
  return (Object.keys(specs) as (keyof Specs)[]).filter((key) => specs[key] === null);
}

/**
 * The missing points in words, as one list in the language ("" when the data sheet is whole),
 * from any i18next instance holding the copy.
 */
export function missingSpecsText(i18n: I18n, lng: Language, specs: Specs): string {
  const t = i18n.getFixedT(lng, "product-pages");
  return formatList(
    missingSpecs(specs).map((key) => t(`page.specs.missing.${key}`)),
    lng,
  );
}
