import { describe, expect, it } from "vitest";
import { product, productSlugs } from "../../lib/products.ts";
import { initials } from "../../lib/content/team.ts";
import { countryName, formatFact } from "../../lib/format.ts";
import { languages } from "../../lib/i18n/languages.ts";
import { readCopy } from "../../lib/i18n/copy.ts";
import { contactHref } from "../../lib/links.ts";
import { studyTypes } from "../../lib/use-cases.ts";

describe("product facts", () => {
  const written = (slug: "pixel" | "macro" | "dermo", lng: "en" | "fr") =>
    product(slug).facts.map((fact) => formatFact(fact, lng).replace(/\u00a0|\u202f/g, " "));

  it("writes the cameras' sensor and light for both languages", () => {
    expect(written("pixel", "en")).toEqual(["12 MP", "6000 K"]);
    expect(written("pixel", "fr")).toEqual(["12 MP", "6 000 K"]);
  });

  it("writes the dermatoscope's imaged area with the language's decimal mark", () => {
    expect(written("macro", "en")[0]).toBe("2.5 cm × 2.5 cm");
    expect(written("macro", "fr")[0]).toBe("2,5 cm × 2,5 cm");
  });

  it("writes dermo's size", () => {
    expect(written("dermo", "en")).toEqual(["188 × 39 × 13 mm"]);
  });
});

describe("use cases", () => {
  it("has copy for every study type, naming only products that exist", () => {
    for (const lng of languages) {
      const { studies } = readCopy(lng, "use-cases") as {
        studies: Record<string, { uses: Record<string, string> }>;
      };
      expect(Object.keys(studies).sort()).toEqual([...studyTypes].sort());
      for (const study of studyTypes) {
        const used = Object.keys(studies[study]!.uses);
        expect(used.length).toBeGreaterThan(0);
        for (const slug of used) expect(productSlugs()).toContain(slug);
      }
    }
  });
});

describe("small helpers", () => {
  it("makes initials from a name", () => {
    expect(initials("Hélène Marchand")).toBe("HM");
    expect(initials("  David   Okafor ")).toBe("DO");
  });

  it("names countries in the visitor's language", () => {
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "en")).toBe("Germany");
  });

  it("links to the contact page with a message written in advance", () => {
    expect(contactHref("en")).toBe("/contact");
    const href = contactHref("fr", { message: "Bonjour & merci" });
    expect(href.startsWith("/fr/contact?message=")).toBe(true);
    expect(new URL(href, "http://x").searchParams.get("message")).toBe("Bonjour & merci");
  });
});
