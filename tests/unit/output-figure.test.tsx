// @vitest-environment jsdom
import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OutputFigure } from "../../components/illustrations/output-figure.tsx";
import { catalogueCollection, type Fact } from "../../lib/content/catalogue.ts";
import { product, products } from "../../lib/products.ts";
import { parseContent } from "../../lib/content/collection.ts";
import { formatFact } from "../../lib/format.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { languages, type Language } from "../../lib/i18n/languages.ts";
import { copy } from "./render.tsx";

/**
 * The illustration of what each device gives: the real component, with the real copy and
 * content/catalogue.json (or a fixture of it, read by the same schema).
 */
const devices = products().filter(({ output }) => output !== null);
const other = (lng: Language): Language => (lng === "en" ? "fr" : "en");
const text = (lng: Language, key: string) => copy(lng, "product-pages", `page.output.${key}`);
const copies = { en: createI18n("en"), fr: createI18n("fr") };
/** A figure's list of labels (zones, layers, measures), as the locale file gives it. */
const legend = (lng: Language, slug: string): string[] =>
  copies[lng as "en"].t(`page.output.${slug}.legend` as never, {
    ns: "product-pages",
    returnObjects: true,
  });

/** Text as a reader sees it: the copy's no-break spaces are spaces too. */
const words = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const expectText = (element: Element | null, expected: string) =>
  expect(words(element?.textContent)).toContain(words(expected));

/** The catalogue as shipped with macro's field changed: what a marketer's edit would give. */
function catalogueWithMacroField(area: { widthCm: number; heightCm: number } | null) {
  const data = JSON.parse(fs.readFileSync(catalogueCollection.file, "utf8"));
  const macro = data.products.find((entry: { slug: string }) => entry.slug === "macro");
  macro.facts = macro.facts
    .filter((fact: Fact) => fact.kind !== "area")
    .concat(area ? [{ kind: "area", ...area }] : []);
  return parseContent(catalogueCollection, data).products.find(({ slug }) => slug === "macro")!;
}

describe("the output figure of each device", () => {
  for (const lng of languages)
    for (const { slug, output } of devices)
      it(`${slug} (${lng}): the drawing described, titled and captioned in the page's language`, () => {
        render(<OutputFigure lng={lng} slug={slug} />);
        const figure = screen.getByRole("figure");
        const image = within(figure).getByRole("img", { name: text(lng, `${slug}.alt`) });
        expect(text(lng, `${slug}.alt`)).not.toBe(text(other(lng), `${slug}.alt`));
        expect(image).toHaveAttribute("loading", "lazy");
        expect(image.getAttribute("src")).toBe(`/illustrations/${output!.file}`);
        expectText(figure.querySelector("figcaption"), text(lng, `${slug}.title`));
        expectText(figure.querySelector("figcaption"), text(lng, "caption"));

        // The file exists, at the size the page reserves for it, and holds no words to translate.
        const svg = fs.readFileSync(path.join("public", image.getAttribute("src")!), "utf8");
        const viewBox = `0 0 ${image.getAttribute("width")} ${image.getAttribute("height")}`;
        expect(svg).toContain(`viewBox="${viewBox}"`);
        if (slug !== "pixel") expect(svg).not.toMatch(/<text/);
      });

  it("pixel lists its zones in order, in each language", () => {
    for (const lng of languages) {
      const { unmount } = render(<OutputFigure lng={lng} slug="pixel" />);
      const zones = within(screen.getByRole("list")).getAllByRole("listitem");
      expect(zones.map((zone) => zone.textContent)).toEqual(
        legend(lng, "pixel").map((zone, i) => `${i + 1}${zone}`),
      );
      unmount();
    }
  });

  it("dermo's depth scale and touch's readings show no number", () => {
    for (const lng of languages)
      for (const slug of ["dermo", "touch"] as const) {
        const { unmount } = render(<OutputFigure lng={lng} slug={slug} />);
        const figure = screen.getByRole("figure");
        for (const label of legend(lng, slug))
          expect(within(figure).getByText(label)).toBeInTheDocument();
        if (slug === "dermo") expectText(figure, text(lng, "dermo.depth"));
        if (slug === "touch") expectText(figure, text(lng, "touch.sample"));
        expect(figure.textContent).not.toMatch(/\d/);
        expect(fs.readFileSync(`public/illustrations/output-${slug}.svg`, "utf8")).not.toMatch(
          /<text/,
        );
        unmount();
      }
  });

  it("the products the catalogue gives no output (the software, custom devices) have no figure", () => {
    const none = products().filter(({ output }) => output === null);
    expect(none.map(({ slug }) => slug)).toEqual(expect.arrayContaining(["copilot", "custom"]));
    for (const { slug } of none) {
      const { container, unmount } = render(<OutputFigure lng="en" slug={slug} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});

describe("macro's field, from content/catalogue.json", () => {
  it("shows the field the catalogue gives, written for each language", () => {
    const area = product("macro").facts.find((fact) => fact.kind === "area");
    expect(area).toBeDefined();
    for (const lng of languages) {
      const { unmount } = render(<OutputFigure lng={lng} slug="macro" />);
      expectText(
        screen.getByRole("figure"),
        text(lng, "macro.field").replace("{{size}}", formatFact(area!, lng)),
      );
      unmount();
    }
  });

  it("follows a change of the field in the catalogue: scale bar and field size", () => {
    const { facts } = catalogueWithMacroField({ widthCm: 4, heightCm: 3 });
    render(<OutputFigure lng="fr" slug="macro" facts={facts} />);
    const figure = screen.getByRole("figure");
    expect(words(figure.querySelector("p")?.textContent)).toBe("Champ : 4 cm × 3 cm");
    // The scale bar under the drawing is labelled with the field's width.
    expect(words(figure.querySelector("[aria-hidden=true]")?.textContent)).toBe("4 cm");
    expect(figure.textContent).not.toMatch(/2[.,]5/);
  });

  it("shows no scale and no size while the catalogue gives no field", () => {
    const { facts } = catalogueWithMacroField(null);
    render(<OutputFigure lng="en" slug="macro" facts={facts} />);
    const figure = screen.getByRole("figure");
    expect(figure).not.toHaveTextContent(/cm/);
    expect(words(figure.textContent)).not.toContain(
      words(text("en", "macro.field").split("{{")[0]),
    );
    expect(within(figure).getByRole("img", { name: text("en", "macro.alt") })).toBeInTheDocument();
  });
});
