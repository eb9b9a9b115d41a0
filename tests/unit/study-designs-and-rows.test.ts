import { describe, expect, it } from "vitest";
import { cardsPerRowOf, rowSizes } from "../../lib/card-rows.ts";
import { groupByCountry } from "../../lib/countries.ts";
import { languages } from "../../lib/i18n/languages.ts";
import { readCopy } from "../../lib/i18n/copy.ts";
import { products } from "../../lib/products.ts";
import { durationDays, studyDesign, studyTypes, visitRole } from "../../lib/use-cases.ts";

const design = (study: (typeof studyTypes)[number]) => studyDesign(study, products());
const devices = products()
  .filter(({ kind }) => kind === "device")
  .map(({ slug }) => slug);

interface UseCasesCopy {
  studies: Record<string, { uses: Record<string, string> }>;
  designs: { studies: Record<string, { zones: string; result: string }> };
}

describe("example study designs", () => {
  it("has one design a study type, its visits in order from day 0, each measuring something", () => {
    for (const study of studyTypes) {
      const { visits } = design(study);
      expect(visits.length).toBeGreaterThanOrEqual(3);
      expect(visits[0]!.day).toBe(0);
      for (let i = 1; i < visits.length; i++)
        expect(visits[i]!.day).toBeGreaterThan(visits[i - 1]!.day);
      for (const visit of visits) {
        expect(visit.devices.length).toBeGreaterThan(0);
        // Catalogue order, no repeats.
        expect(visit.devices).toEqual(devices.filter((d) => visit.devices.includes(d)));
      }
    }
  });

  it("says, in both languages, what every device it uses measures, and uses every device the copy names", () => {
    for (const lng of languages) {
      const copy = readCopy(lng, "use-cases") as unknown as UseCasesCopy;
      for (const study of studyTypes) {
        const uses = copy.studies[study]!.uses;
        const named = devices.filter((device) => uses[device]);
        expect(design(study).devices, `${lng} ${study}`).toEqual(named);
        // copilot plans every study and echo follows its panellists between visits.
        expect(uses.copilot).toBeTruthy();
        expect(uses.echo).toBeTruthy();
        expect(copy.designs.studies[study]!.zones).toBeTruthy();
        expect(copy.designs.studies[study]!.result).toBeTruthy();
      }
    }
  });

  it("names a design's length and its visits' roles", () => {
    const antiAgeing = design("antiAgeing");
    expect(durationDays(antiAgeing)).toBe(84);
    expect(antiAgeing.visits.map((_, i) => visitRole(antiAgeing, i))).toEqual([
      "baseline",
      "followUp",
      "followUp",
      "final",
    ]);
  });
});

describe("rows of cards", () => {
  it("spreads cards so that no row holds one card beside empty space", () => {
    expect(rowSizes(7, 4)).toEqual([3, 4]);
    expect(rowSizes(7, 3)).toEqual([2, 2, 3]);
    expect(rowSizes(7, 2)).toEqual([1, 2, 2, 2]);
    expect(rowSizes(3, 2)).toEqual([1, 2]);
    expect(rowSizes(3, 3)).toEqual([3]);
    expect(rowSizes(6, 4)).toEqual([3, 3]);
    expect(rowSizes(0, 3)).toEqual([]);
    for (let count = 1; count <= 20; count++)
      for (const perRow of [2, 3, 4]) {
        const sizes = rowSizes(count, perRow);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(perRow);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  });

  it("gives each card the size of its row", () => {
    expect(cardsPerRowOf(7, 3)).toEqual([2, 2, 2, 2, 3, 3, 3]);
  });
});

describe("countries", () => {
  it("groups items by country in the language's order", () => {
    const items = [
      { id: 1, country: "US" },
      { id: 2, country: "DE" },
      { id: 3, country: "US" },
      { id: 4, country: "ES" },
    ];
    expect(groupByCountry(items, "fr").map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ["Allemagne", [2]],
      ["Espagne", [4]],
      ["États-Unis", [1, 3]],
    ]);
    expect(groupByCountry(items, "en").map((g) => g.code)).toEqual(["DE", "ES", "US"]);
  });
});
