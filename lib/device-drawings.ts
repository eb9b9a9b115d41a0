import type { Fact, ProductSlug } from "./content/catalogue.ts";
import { formatLength } from "./format.ts";
import type { Language } from "./i18n/languages.ts";

// In the SVG files' own coordinates: the page draws dimension lines there, and a unit test checks
// that the files still draw the catalogue's proportions at their scale.
export const drawingGeometry = {
  dermo: {
    top: { x: 30, y: 30, width: 564, height: 117 },
    side: { x: 30, y: 200, width: 564, height: 39 },
  },
  macro: { field: { x: 425, y: 100, width: 150, height: 150 } },
} as const;

export interface Dimension {
  from: readonly [number, number];
  to: readonly [number, number];
  extensions: readonly (readonly [number, number, number, number])[];
  label: { x: number; y: number; anchor: "middle" | "start" };
  text: string;
}

/** Drawn at `at`, extension lines from `from`: below a horizontal span, right of a vertical one. */
function dimension(
  axis: "x" | "y",
  [start, end]: readonly [number, number],
  from: number,
  at: number,
  text: string,
): Dimension {
  const point = (along: number, across: number) =>
    (axis === "x" ? [along, across] : [across, along]) as [number, number];
  const extension = (along: number) =>
    [...point(along, from + 4), ...point(along, at + 8)] as [number, number, number, number];
  const middle = (start + end) / 2;
  return {
    from: point(start, at),
    to: point(end, at),
    extensions: [extension(start), extension(end)],
    label:
      axis === "x"
        ? { x: middle, y: at, anchor: "middle" }
        : { x: at + 10, y: middle, anchor: "start" },
    text,
  };
}

export function drawingDimensions(
  slug: ProductSlug,
  facts: readonly Fact[],
  lng: Language,
): Dimension[] {
  if (slug === "dermo") {
    const size = facts.find((fact) => fact.kind === "dimensions");
    if (!size) return [];
    const { top, side } = drawingGeometry.dermo;
    const right = top.x + top.width;
    const mm = (value: number) => formatLength(value, "millimeter", lng);
    return [
      dimension("x", [side.x, right], side.y + side.height, 278, mm(size.lengthMm)),
      dimension("y", [top.y, top.y + top.height], right, 630, mm(size.widthMm)),
      dimension("y", [side.y, side.y + side.height], right, 630, mm(size.thicknessMm)),
    ];
  }
  if (slug === "macro") {
    const area = facts.find((fact) => fact.kind === "area");
    if (!area) return [];
    const { x, y, width, height } = drawingGeometry.macro.field;
    const cm = (value: number) => formatLength(value, "centimeter", lng);
    return [
      dimension("x", [x, x + width], y + height, 330, cm(area.widthCm)),
      dimension("y", [y, y + height], x + width, 650, cm(area.heightCm)),
    ];
  }
  return [];
}
