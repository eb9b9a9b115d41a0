import type { ProductSlug } from "./products.ts";
import type { Fact } from "./content/catalogue.ts";
import { intlLocale } from "./format.ts";
import type { Language } from "./i18n/languages.ts";

/** The devices drawn as image files (copilot and echo are screens, drawn in code). */
export type DrawnDevice = "pixel" | "macro" | "touch" | "dermo" | "custom";

export function isDrawnDevice(slug: ProductSlug): slug is DrawnDevice {
  return slug !== "copilot" && slug !== "echo";
}

/**
 * Where the drawings put what the catalogue measures, in the files' own coordinates: the page
 * draws dimension lines over the image there, and the unit test checks that the files still
 * draw the catalogue's proportions. dermo: top and side views at 3 px/mm; macro: the imaged
 * field at 6 px/mm.
 */
export const drawingGeometry = {
  dermo: {
    top: { x: 30, y: 30, width: 564, height: 117 },
    side: { x: 30, y: 200, width: 564, height: 39 },
  },
  macro: { field: { x: 425, y: 100, width: 150, height: 150 } },
} as const;

/** Each drawing's size in CSS pixels (its viewBox). */
const sizes: Record<DrawnDevice, { width: number; height: number }> = {
  pixel: { width: 720, height: 360 },
  macro: { width: 760, height: 360 },
  touch: { width: 720, height: 152 },
  dermo: { width: 720, height: 300 },
  custom: { width: 720, height: 360 },
};

/** The SVG image file in public/illustrations/ and its size. */
export function drawingFile(slug: DrawnDevice) {
  return { src: `/illustrations/${slug}.svg`, ...sizes[slug] };
}

/** A dimension line: its two ends, the extension lines that lead to it, and its figure. */
export interface Dimension {
  from: readonly [number, number];
  to: readonly [number, number];
  extensions: readonly (readonly [number, number, number, number])[];
  label: { x: number; y: number; anchor: "middle" | "start" };
  text: string;
}

/** A length as the language writes it: "2.5 cm", "2,5 cm" (narrow no-break space in French). */
export function formatLength(value: number, unit: "millimeter" | "centimeter", lng: Language) {
  return new Intl.NumberFormat(intlLocale(lng), { style: "unit", unit })
    .format(value)
    .replace(" ", "\u00a0");
}

/** A horizontal dimension under a span, its extension lines dropping from `fromY`. */
function horizontal(x1: number, x2: number, fromY: number, y: number, text: string): Dimension {
  return {
    from: [x1, y],
    to: [x2, y],
    extensions: [
      [x1, fromY + 4, x1, y + 8],
      [x2, fromY + 4, x2, y + 8],
    ],
    label: { x: (x1 + x2) / 2, y, anchor: "middle" },
    text,
  };
}

/** A vertical dimension to the right of a span, its extension lines running from `fromX`. */
function vertical(y1: number, y2: number, fromX: number, x: number, text: string): Dimension {
  return {
    from: [x, y1],
    to: [x, y2],
    extensions: [
      [fromX + 4, y1, x + 8, y1],
      [fromX + 4, y2, x + 8, y2],
    ],
    label: { x: x + 10, y: (y1 + y2) / 2, anchor: "start" },
    text,
  };
}

/**
 * The dimensions a device's drawing shows: only what the catalogue gives (dermo's size,
 * macro's field), written in the page's language; none for the others.
 */
export function drawingDimensions(
  slug: DrawnDevice,
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
      horizontal(side.x, right, side.y + side.height, 278, mm(size.lengthMm)),
      vertical(top.y, top.y + top.height, right, 630, mm(size.widthMm)),
      vertical(side.y, side.y + side.height, right, 630, mm(size.thicknessMm)),
    ];
  }
  if (slug === "macro") {
    const area = facts.find((fact) => fact.kind === "area");
    if (!area) return [];
    const { field } = drawingGeometry.macro;
    const cm = (value: number) => formatLength(value, "centimeter", lng);
    return [
      horizontal(field.x, field.x + field.width, field.y + field.height, 330, cm(area.widthCm)),
      vertical(field.y, field.y + field.height, field.x + field.width, 650, cm(area.heightCm)),
    ];
  }
  return [];
}
