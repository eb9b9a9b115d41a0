import type { Fact, LocalText, Specs } from "./content/catalogue.ts";
import { formatFact, formatList, formatRange } from "./format.ts";
import type { Language } from "./i18n/languages.ts";
import type { i18n as I18n } from "i18next";

export type SpecKind = Fact["kind"] | keyof Specs;

export interface SpecRow {
  kind: SpecKind;
  label?: string;
  value: string;
}

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

/** In the schema's order (lib/content/catalogue.ts), which parsing keeps. */
export function missingSpecs(specs: Specs): (keyof Specs)[] {
  return (Object.keys(specs) as (keyof Specs)[]).filter((key) => specs[key] === null);
}

export function missingSpecsText(i18n: I18n, lng: Language, specs: Specs): string {
  const t = i18n.getFixedT(lng, "product-pages");
  return formatList(
    missingSpecs(specs).map((key) => t(`page.specs.missing.${key}`)),
    lng,
  );
}
