// @vitest-environment jsdom
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import SecurityPage from "../../app/[lang]/security/page.tsx";
import ProductPage from "../../app/[lang]/solutions/[slug]/page.tsx";
import { createI18n } from "../../lib/i18n/copy.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { preparedRequest, type RequestId } from "../../lib/request-pages.ts";
import { copy } from "./render.tsx";

/**
 * A fact filled in content/ shows on the page with no code change, and leaves the request for
 * what is not known yet. The real pages, rendered with the real loader on a fixture copy of
 * content/ (CONTENT_DIR), against the shipped files where every such fact is null.
 */

const solutions = (lng: Language, key: string) => copy(lng, "product-pages", key);
const security = (lng: Language, key: string) => copy(lng, "security", key);

async function renderProduct(lng: Language, slug: string) {
  render(await ProductPage({ params: Promise.resolve({ lang: lng, slug }) }));
}

async function renderSecurity(lng: Language) {
  render(await SecurityPage({ params: Promise.resolve({ lang: lng }) }));
}

/** The message the link's request page writes into the contact form (lib/request-pages.ts). */
function messageOf(link: HTMLElement): string {
  const [, fr, id] = /^(\/fr)?\/contact\/request\/([\w-]+)$/.exec(link.getAttribute("href")!)!;
  const lng: Language = fr ? "fr" : "en";
  return preparedRequest(createI18n(lng), lng, id as RequestId).message ?? "";
}

function dataSheetLink(lng: Language): HTMLElement {
  return screen.getByRole("link", {
    name: new RegExp(lng === "en" ? "data sheet" : "fiche technique", "i"),
  });
}

function onRequest(lng: Language) {
  const region = screen.getByRole("region", { name: security(lng, "onRequest.title") });
  return {
    region,
    items: within(region)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
    message: messageOf(within(region).getByRole("link", { name: security(lng, "onRequest.cta") })),
  };
}

describe("as shipped: no data sheet point and no copilot fact is known", () => {
  it("touch has no Specifications heading: the data sheet request closes what it measures", async () => {
    await renderProduct("en", "touch");
    expect(screen.queryByRole("heading", { name: solutions("en", "page.factsTitle") })).toBeNull();
    const measures = screen.getByRole("region", { name: solutions("en", "touch.measuresTitle") });
    const link = within(measures).getByRole("link", { name: "ask us for the touch data sheet" });
    expect(link.closest("p")).toHaveTextContent(
      /^Measuring principle, units and ranges, repeatability, calibration, connectivity and battery life: ask us for the touch data sheet\.$/,
    );
    expect(messageOf(link)).toBe(
      "Hello, could you send us the touch data sheet: measuring principle, units and ranges, repeatability, calibration, connectivity and battery life?",
    );
  });

  it("pixel lists its facts, then the one request", async () => {
    await renderProduct("fr", "pixel");
    const specs = screen.getByRole("region", { name: solutions("fr", "page.factsTitle") });
    expect(
      within(specs)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Capteur", "Sources lumineuses"]);
    expect(within(specs).getAllByRole("link")).toHaveLength(1);
    expect(messageOf(dataSheetLink("fr"))).toContain("répétabilité");
  });

  it("the security page states no hosting fact and asks for all of them in one list", async () => {
    await renderSecurity("en");
    expect(screen.queryByRole("region", { name: security("en", "hosting.title") })).toBeNull();
    // The GDPR roles are stated even with no document published.
    expect(screen.getByRole("region", { name: security("en", "gdpr.title") })).toHaveTextContent(
      "you are the controller",
    );
    const { items, message } = onRequest("en");
    expect(items[0]).toBe(
      "Hosting: hosting provider, countries where study data is stored, encryption in transit, encryption at rest and backup frequency and retention",
    );
    expect(items).toHaveLength(6);
    for (const item of items) expect(message).toContain(`- ${item}`);
  });
});

describe("with a fixture where the company filled facts in", () => {
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-fixture-"));
    fs.cpSync(path.join(process.cwd(), "content"), dir, { recursive: true });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture is edited at will
    const edit = (file: string, change: (data: any) => void) => {
      const at = path.join(dir, file);
      const data = JSON.parse(fs.readFileSync(at, "utf8"));
      change(data);
      fs.writeFileSync(at, JSON.stringify(data));
    };
    edit("catalogue.json", (data) => {
      const touch = data.products.find((entry: { slug: string }) => entry.slug === "touch");
      touch.specs.repeatability = {
        en: "CV below 3 % (fixture)",
        fr: "CV inférieur à 3 % (fixture)",
      };
      touch.specs.measurements = [
        {
          quantity: { en: "Skin hydration", fr: "Hydratation cutanée" },
          unit: "a.u.",
          min: 0,
          max: 120,
        },
      ];
    });
    edit("compliance.json", (data) => {
      data.hosting.provider = "Fixture Hosting SAS";
    });
    process.env.CONTENT_DIR = dir;
  });

  afterAll(() => {
    delete process.env.CONTENT_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("touch shows its Specifications, and the request no longer asks for them", async () => {
    await renderProduct("fr", "touch");
    const specs = screen.getByRole("region", { name: solutions("fr", "page.factsTitle") });
    expect(within(specs).getByText("Hydratation cutanée").nextSibling?.textContent).toBe(
      "0–120\u00a0a.u.",
    );
    expect(within(specs).getByText("Répétabilité").nextSibling).toHaveTextContent(
      "CV inférieur à 3 % (fixture)",
    );
    // The request ends the table, and names only what is still missing.
    const link = within(specs).getByRole("link", { name: /fiche technique de touch/ });
    expect(link.closest("p")).toHaveTextContent(
      /^Principe de mesure, étalonnage, connectivité et autonomie : demandez-nous/,
    );
    expect(messageOf(link)).not.toContain("répétabilité");
    expect(messageOf(link)).not.toContain("plages");
  });

  it("the security page states the hosting provider and no longer asks for it", async () => {
    await renderSecurity("en");
    const hosting = screen.getByRole("region", { name: security("en", "hosting.title") });
    expect(within(hosting).getByText("Hosting provider").nextSibling).toHaveTextContent(
      /^Fixture Hosting SAS$/,
    );
    const { items, message } = onRequest("en");
    expect(items[0]).toBe(
      "Hosting: countries where study data is stored, encryption in transit, encryption at rest and backup frequency and retention",
    );
    expect(message).not.toContain("- Hosting: hosting provider");
    expect(message).toContain("countries where study data is stored");
  });
});
