import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawingDimensions, drawingGeometry } from "../../lib/device-drawings.ts";
import { drawingFile, product, products, type ProductSlug } from "../../lib/products.ts";

const svg = (slug: ProductSlug) => readFileSync(`public${drawingFile(slug).src}`, "utf8");

/** The x, y, width and height of the element with this id in a drawing file. */
function box(slug: ProductSlug, id: string) {
  const element = svg(slug).match(new RegExp(`<rect id="${id}"[^>]*>`))?.[0];
  expect(element, `${slug}.svg has #${id}`).toBeDefined();
  const attribute = (name: string) =>
    Number(element!.match(new RegExp(` ${name}="([\\d.]+)"`))![1]);
  return {
    x: attribute("x"),
    y: attribute("y"),
    width: attribute("width"),
    height: attribute("height"),
  };
}

const texts = (slug: ProductSlug, lng: "en" | "fr") =>
  drawingDimensions(slug, product(slug).facts, lng).map((dimension) => dimension.text);

describe("device drawings", () => {
  it("state the catalogue's dimensions in each language, and none it does not give", () => {
    expect(texts("dermo", "en")).toEqual(["188\u00a0mm", "39\u00a0mm", "13\u00a0mm"]);
    expect(texts("dermo", "fr")).toEqual(["188\u202fmm", "39\u202fmm", "13\u202fmm"]);
    expect(texts("macro", "en")).toEqual(["2.5\u00a0cm", "2.5\u00a0cm"]);
    expect(texts("macro", "fr")).toEqual(["2,5\u202fcm", "2,5\u202fcm"]);
    for (const { slug } of products().filter(({ drawing }) => drawing.pxPerMm === null))
      expect(texts(slug, "en")).toEqual([]);
    // A fact taken out of the catalogue takes its dimension lines with it.
    expect(drawingDimensions("dermo", [], "en")).toEqual([]);
    expect(drawingDimensions("macro", [{ kind: "sensor", megapixels: 12 }], "fr")).toEqual([]);
  });

  it("draw dermo and macro's field at the catalogue's proportions and scale", () => {
    const size = product("dermo").facts.find((fact) => fact.kind === "dimensions")!;
    const top = box("dermo", "top-view");
    const side = box("dermo", "side-view");
    expect(top).toEqual(drawingGeometry.dermo.top);
    expect(side).toEqual(drawingGeometry.dermo.side);
    expect(top.width / top.height).toBeCloseTo(size.lengthMm / size.widthMm, 2);
    expect(side.width / side.height).toBeCloseTo(size.lengthMm / size.thicknessMm, 2);
    expect(top.width).toBe(side.width);
    expect(top.width).toBe(size.lengthMm * product("dermo").drawing.pxPerMm!);

    const area = product("macro").facts.find((fact) => fact.kind === "area")!;
    const field = box("macro", "field");
    expect(field).toEqual(drawingGeometry.macro.field);
    expect(field.width / field.height).toBeCloseTo(area.widthCm / area.heightCm, 2);
    expect(field.width).toBe(area.widthCm * 10 * product("macro").drawing.pxPerMm!);
  });

  it("are self-contained, language-neutral files of the size the catalogue gives them", () => {
    for (const { slug } of products().filter(({ kind }) => kind !== "software")) {
      const file = svg(slug);
      const { width, height } = drawingFile(slug);
      expect(file, slug).toMatch(
        new RegExp(`viewBox="0 [\\d.]+ ${width} ${height}" width="${width}" height="${height}"`),
      );
      // Words and figures are the page's (its language, the catalogue's numbers), not the file's.
      expect(file, slug).not.toMatch(/<text|<image|href=|url\((?!#)|@import|<script/);
    }
  });

  it("exist for every product, with its icon and output figure, at the catalogue's size", () => {
    const viewBox = (file: string, width: number, height: number) =>
      expect(readFileSync(`public/${file}`, "utf8"), file).toMatch(
        new RegExp(`viewBox="0 [\\d.]+ ${width} ${height}"`),
      );
    for (const { drawing, icon, output } of products()) {
      viewBox(`illustrations/${drawing.file}`, drawing.width, drawing.height);
      viewBox(`icons/${icon}`, 24, 24);
      if (output) viewBox(`illustrations/${output.file}`, output.width, output.height);
    }
  });
});
