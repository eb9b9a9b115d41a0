/**
 * Facts of the export itself, read from out/ with parse5 (the parser builder/csp.ts uses), every
 * page in both languages, no browser: what each page's head says (title, description, canonical
 * and hreflang, Open Graph, structured data), that its Content-Security-Policy lists exactly its
 * inline scripts, that it reads complete without a script (one h1, a main with its text, the
 * footer's four columns with the legal notice and the security page, the mobile menu's targets,
 * the one newsletter form, the no-cookie notice that closes without a script), the sitemap and
 * robots.txt, the Open Graph images, and no raw copy key nor English on a French page. Needs a
 * build (`npm test` builds first). The browser sweep (tests/e2e/every-page.spec.ts) checks what
 * only a browser can: status, axe, the policy enforced, requests, layout.
 */
import fs from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { attribute, elements, inlineScriptBodies, inlineScriptHashes } from "../../builder/csp.ts";
import { isPayloadScript, payloadPushes } from "../../builder/payload.ts";
import { EDITOR_PATH } from "../../lib/editor/page.ts";
import { createI18n, namespaces, readCopy } from "../../lib/i18n/copy.ts";
import { localizePath } from "../../lib/i18n/languages.ts";
import { apiPaths, formAction } from "../../lib/api-paths.ts";
import { footerColumns } from "../../lib/navigation.ts";
import { settings } from "../../lib/settings.ts";
import { NOTICE_ID } from "../../lib/notice.ts";
import { CALCULATOR_FORM_ID } from "../../lib/pricing/calculator-form.ts";
import { preparedRequest, type RequestId } from "../../lib/request-pages.ts";
import { buildServer } from "../../server/app.ts";
import { copy } from "../support/copy.ts";
import { exportDir } from "./support/export-dir.ts";
import { menuTargets } from "../support/menu-targets.ts";
import { pages, requestPages, unlistedPages } from "../support/site-pages.ts";

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const outDir = exportDir();

const site = "https://www.epiderma.example";

const fileOf = (urlPath: string) => (urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);
const read = (urlPath: string) => fs.readFileSync(path.join(outDir, fileOf(urlPath)), "utf8");

/** An element's text, as textContent gives it, spaces collapsed. */
function text(node: Node): string {
  if (defaultTreeAdapter.isTextNode(node)) return node.value;
  if (!("childNodes" in node)) return "";
  return node.childNodes.map(text).join("");
}
const trimmed = (node: Node) => text(node).replace(/\s+/g, " ").trim();

/** A page read once: its document, and its elements by tag name. */
function readPage(urlPath: string) {
  const html = read(urlPath);
  const document = parse(html);
  const all = elements(document);
  const byTag = (tag: string) => all.filter((element) => element.tagName === tag);
  const within = (element: Element, tag: string) =>
    elements(element).filter((child) => child.tagName === tag && child !== element);
  const head = byTag("head")[0]!;
  const meta = (key: "name" | "property", value: string) =>
    within(head, "meta").find((element) => attribute(element, key) === value);
  return { html, document, all, byTag, within, head, meta };
}

/** Every HTML file of the export, relative to out/. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}
const files = htmlFiles(outDir);

describe("every page, in both languages", () => {
  for (const { lng, route, path: urlPath } of pages) {
    it(`${urlPath}: its language, one h1, its own head`, () => {
      const page = readPage(urlPath);
      const html = page.byTag("html")[0]!;
      expect(attribute(html, "lang")).toBe(lng);
      expect(attribute(html, "dir")).toBe("ltr");
      const h1 = page.byTag("h1");
      expect(h1).toHaveLength(1);
      expect(trimmed(h1[0]!)).not.toBe("");
      expect(trimmed(page.within(page.head, "title")[0]!)).toMatch(/^\S.+ \| Epiderma$/);
      expect(attribute(page.meta("name", "description")!, "content")!.length).toBeGreaterThan(50);
      const link = (rel: string, hreflang?: string) =>
        page
          .within(page.head, "link")
          .filter((element) => attribute(element, "rel") === rel)
          .find((element) => attribute(element, "hreflang") === hreflang);
      const enUrl = `${site}${route === "/" ? "" : route}`;
      const frUrl = `${site}/fr${route === "/" ? "" : route}`;
      expect(attribute(link("canonical")!, "href")).toBe(lng === "fr" ? frUrl : enUrl);
      expect(attribute(link("alternate", "en")!, "href")).toBe(enUrl);
      expect(attribute(link("alternate", "fr")!, "href")).toBe(frUrl);
      expect(attribute(link("alternate", "x-default")!, "href")).toBe(enUrl);
      expect(attribute(page.meta("property", "og:title")!, "content")).toMatch(/.+/);
      expect(attribute(page.meta("property", "og:image")!, "content")).toBe(
        `${site}/og/${lng}${route === "/" ? "/home" : route}.png`,
      );
      expect(attribute(page.meta("name", "twitter:card")!, "content")).toBe("summary_large_image");
    });

    it(`${urlPath}: reads complete without a script`, () => {
      const page = readPage(urlPath);
      const main = page.byTag("main")[0]!;
      expect(trimmed(main)).toMatch(/\S{20,}|(\S+\s+){20,}/);
      const footer = page.byTag("footer")[0]!;
      const navs = page.within(footer, "nav");
      expect(navs).toHaveLength(4);
      const t = copy(lng, "footer");
      const nav = (column: string) =>
        navs.find((element) => attribute(element, "aria-label") === t.columns[column]);
      // Each column's links, in the page's language (the legal notice, the security page…).
      for (const column of footerColumns()) {
        const links = page.within(nav(column.title)!, "a");
        for (const entry of column.links) {
          const href = entry.kind === "external" ? entry.href : localizePath(entry.path, lng);
          const found = links.find((element) => attribute(element, "href") === href);
          expect(found, `${column.title}: ${href}`).toBeDefined();
          if (entry.kind === "internal") expect(trimmed(found!)).toBe(t.links[entry.label]);
          if (entry.kind === "external")
            expect(trimmed(found!).startsWith(t.links[entry.label]), href).toBe(true);
        }
      }
      // Other sites in a new tab, without opener or referrer, and saying so.
      const newTab = copy(lng, "common").newTab;
      const social = page
        .within(footer, "a")
        .find((element) => attribute(element, "href") === settings.links.socialNetwork)!;
      expect(trimmed(social)).toBe(
        `${t.links.socialNetwork.replace("{{company}}", settings.companyName)} ${newTab}`,
      );
      const external = page
        .within(footer, "a")
        .filter((element) => /^https:/.test(attribute(element, "href") ?? ""));
      expect(new Set(external.map((element) => attribute(element, "href")))).toEqual(
        new Set([
          settings.links.documentation,
          settings.links.patents,
          settings.links.privacy,
          settings.links.terms,
          settings.links.socialNetwork,
        ]),
      );
      for (const element of external) {
        expect(attribute(element, "target")).toBe("_blank");
        expect(attribute(element, "rel")).toBe("noopener noreferrer");
        expect(trimmed(element)).toContain(newTab);
      }
      // The one newsletter form, posting natively, its language in its action.
      const forms = page
        .byTag("form")
        .filter((element) => attribute(element, "action") === formAction(apiPaths.newsletter, lng));
      expect(forms).toHaveLength(1);
      expect(attribute(forms[0]!, "method")).toBe("post");
      // The mobile menu: every target one tap away, the same on every page.
      const menu = page.all.find((element) => attribute(element, "id") === "mobile-menu")!;
      const menuLinks = new Set(page.within(menu, "a").map((a) => attribute(a, "href")));
      for (const target of menuTargets(lng)) expect(menuLinks, target.name).toContain(target.href);
      // The no-cookie notice, open, closed by its own form without a script.
      const notice = page.all.find((element) => attribute(element, "id") === NOTICE_ID)!;
      expect(notice.tagName).toBe("dialog");
      expect(attribute(notice, "open")).toBe("");
      expect(page.within(notice, "form").map((form) => attribute(form, "method"))).toEqual([
        "dialog",
      ]);
    });
  }

  it("titles and descriptions differ from page to page and between languages", () => {
    const heads = pages.map(({ path: urlPath }) => {
      const page = readPage(urlPath);
      const title = trimmed(page.within(page.head, "title")[0]!);
      return `${title}|${attribute(page.meta("name", "description")!, "content")}`;
    });
    expect(new Set(heads).size).toBe(pages.length);
  });

  it("a product page describes its product (JSON-LD); every page its organisation", () => {
    for (const { lng, route, path: urlPath } of pages) {
      const page = readPage(urlPath);
      const blocks = page
        .byTag("script")
        .filter((element) => attribute(element, "type") === "application/ld+json")
        .map((element) => JSON.parse(text(element)) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(
        blocks.find((b) => b["@type"] === "Organization"),
        urlPath,
      ).toMatchObject({
        name: "Epiderma",
      });
      const product = blocks.find((b) => b["@type"] === "Product");
      if (/^\/solutions\/(?!custom)/.test(route)) {
        expect(product, urlPath).toMatchObject({
          brand: { name: "Epiderma" },
          url: expect.stringContaining(urlPath),
        });
        expect(product!.name).toBe(copy(lng, "products")[route.split("/")[2]!].name);
      } else {
        expect(product, urlPath).toBeUndefined();
      }
    }
  });
});

describe("every request page", () => {
  it("holds its request in the contact form's HTML, before any script", () => {
    for (const { lng, path: urlPath } of requestPages) {
      const id = urlPath.split("/").pop() as RequestId;
      const want = preparedRequest(createI18n(lng), lng, id);
      const page = readPage(urlPath);
      const form = page
        .byTag("form")
        .find((element) => attribute(element, "action") === formAction(apiPaths.contact, lng))!;
      const value = (name: string) => {
        const field = elements(form).find((element) => attribute(element, "name") === name);
        if (!field) return "";
        if (field.tagName === "textarea") return text(field);
        if (field.tagName === "select") {
          const options = page.within(field, "option");
          const chosen = options.find((option) => attribute(option, "selected") != null);
          return attribute(chosen ?? options[0]!, "value") ?? "";
        }
        return attribute(field, "value") ?? "";
      };
      for (const name of ["topic", "product", "configuration", "message"] as const)
        expect(value(name), `${urlPath} ${name}`).toBe(want[name] ?? "");
    }
  });
});

describe("every page's Content-Security-Policy", () => {
  it("is first in the head (after the charset) and lists exactly the page's inline scripts", () => {
    expect(files.length).toBeGreaterThan(pages.length);
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8");
      const head = elements(parse(html)).find((element) => element.tagName === "head")!;
      const [first, second] = head.childNodes.filter(defaultTreeAdapter.isElementNode);
      const meta = first && attribute(first, "charset") !== undefined ? second : first;
      const name = path.relative(outDir, file);
      expect(attribute(meta!, "http-equiv"), name).toBe("Content-Security-Policy");
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(attribute(meta!, "content")!)![1]!;
      const hashes = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
      // The site's pages all run scripts of their own; the editor's page none.
      if (name !== `${EDITOR_PATH.slice(1)}.html`) expect(hashes.length, name).toBeGreaterThan(0);
      expect(new Set(hashes), name).toEqual(new Set(inlineScriptHashes(html)));
    }
  });
});

describe("every page's stylesheet", () => {
  it("is in the page once: in its <style>, not again in React's payload", () => {
    let sheets = 0;
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8");
      for (const [, sheet] of html.matchAll(/<style data-precedence[^>]*>([\s\S]*?)<\/style>/g)) {
        // Its opening, which JSON in a script would write the same (no quote, no backslash).
        const opening = sheet!.slice(0, 80);
        expect(opening, file).toMatch(/^[^"\\<>&]{80}$/);
        expect(html.split(opening).length - 1, path.relative(outDir, file)).toBe(1);
        sheets += 1;
      }
    }
    expect(sheets).toBeGreaterThanOrEqual(pages.length);
  });
});

describe("every page's inline scripts", () => {
  it("are in the page once: in their <script>, not again in React's payload", () => {
    let scripts = 0;
    for (const file of files) {
      const html = fs.readFileSync(file, "utf8");
      const payload = payloadPushes(html)
        .map((push) => push.text)
        .join("");
      for (const script of inlineScriptBodies(html)) {
        // The payload's own scripts aside; a short script is written inside its element's row.
        if (isPayloadScript(script) || script.length < 1024) continue;
        expect(payload.includes(script), path.relative(outDir, file)).toBe(false);
        scripts += 1;
      }
    }
    // The language detector in every page's head, and the calculator's on the pricing pages.
    expect(scripts).toBeGreaterThan(pages.length);
  });
});

describe("every page's scripts", () => {
  it("bring no i18next: the calculator's pages hold the one script that fetches it, on demand", () => {
    const chunksDir = path.join(outDir, "_next/static/chunks");
    const chunks = new Map(
      fs
        .readdirSync(chunksDir)
        .filter((name) => name.endsWith(".js"))
        .map((name) => [name, fs.readFileSync(path.join(chunksDir, name), "utf8")]),
    );
    const i18next = [...chunks.keys()].filter((name) =>
      chunks.get(name)!.includes("hasLoadedNamespace"),
    );
    expect(i18next, "i18next's chunk, found by one of its method names").toHaveLength(1);
    const html = new Map(
      files.map((file) => [path.relative(outDir, file), fs.readFileSync(file, "utf8")]),
    );
    const having = (part: string) =>
      [...html].filter(([, page]) => page.includes(part)).map(([file]) => file);
    const withCalculator = having(`id="${CALCULATOR_FORM_ID}"`);
    expect(withCalculator).toEqual(["fr/pricing.html", "pricing.html"]);
    expect(having(i18next[0]!), "pages that load i18next before it is used").toEqual([]);
    const loaders = [...chunks].filter(([, body]) => body.includes(i18next[0]!));
    expect(
      loaders.map(([name]) => name),
      "scripts that fetch i18next's chunk",
    ).toHaveLength(1);
    expect(having(loaders[0]![0])).toEqual(withCalculator);
  });
});

describe("the sitemap, robots.txt and the Open Graph images", () => {
  it("the sitemap lists every page in both languages, with alternates", () => {
    const xml = fs.readFileSync(path.join(outDir, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs)).toEqual(
      new Set(pages.map(({ path: urlPath }) => `${site}${urlPath === "/" ? "" : urlPath}`)),
    );
    expect(xml).toContain(`hreflang="fr" href="${site}/fr/solutions/pixel"`);
    for (const route of ["/legal-notice", "/security"]) {
      expect(xml).toContain(`<loc>${site}${route}</loc>`);
      expect(xml).toContain(`<loc>${site}/fr${route}</loc>`);
    }
    const robots = fs.readFileSync(path.join(outDir, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  describe("every page's Open Graph image", () => {
    let app: Awaited<ReturnType<typeof buildServer>>;
    beforeAll(async () => {
      app = await buildServer({ outDir });
      return () => app.close();
    });

    it("is a PNG of its own, served as one", async () => {
      const images = new Set<string>();
      for (const { path: urlPath } of pages) {
        const page = readPage(urlPath);
        const url = attribute(page.meta("property", "og:image")!, "content")!;
        const image = url.slice(site.length);
        expect(image, urlPath).toMatch(/^\/og\/(en|fr)\/.+\.png$/);
        images.add(image);
        const response = await app.inject({ method: "GET", url: image });
        expect(response.statusCode, image).toBe(200);
        expect(response.headers["content-type"]).toBe("image/png");
        expect(response.rawPayload.subarray(1, 4).toString()).toBe("PNG");
      }
      expect(images.size).toBe(pages.length);
    });
  });
});

/** What a visitor reads: text outside tags, plus alt texts and accessible labels. */
function visibleText(html: string): string {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ");
  const attributes = [...body.matchAll(/(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  return `${body.replace(/<[^>]+>/g, " ")} ${attributes.join(" ")}`
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function flatten(value: unknown, prefix = "", out = new Map<string, string>()) {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

describe("the export's pages and their words", () => {
  it("has every page, the 404, the forms' and the requests' pages, in both languages, and the editor", () => {
    const expected = [
      ...new Set(
        [...pages, ...unlistedPages, ...requestPages].map(({ path: urlPath }) => fileOf(urlPath)),
      ),
    ];
    expected.push(`${EDITOR_PATH.slice(1)}.html`);
    expect(files.map((file) => path.relative(outDir, file)).sort()).toEqual(expected.sort());
  });

  it("no raw copy key or lorem ipsum on any page", () => {
    const keys = new Set<string>();
    for (const ns of namespaces)
      for (const key of flatten(readCopy("en", ns)).keys()) keys.add(key);
    const dotted = [...keys].filter((key) => key.includes("."));
    for (const file of files) {
      const visible = visibleText(fs.readFileSync(file, "utf8"));
      // A key shown raw stands alone between spaces (the text's spaces are folded to one).
      const words = new Set(visible.split(" "));
      const raw = dotted.filter((key) => words.has(key));
      expect(raw, path.relative(outDir, file)).toEqual([]);
      expect(visible, path.relative(outDir, file)).not.toMatch(/lorem ipsum|\{\{|\}\}|TODO/i);
    }
  });

  it("no English left on French pages", () => {
    const english: string[] = [];
    for (const ns of namespaces) {
      const en = flatten(readCopy("en", ns));
      const fr = flatten(readCopy("fr", ns));
      for (const [key, value] of en) {
        // Short strings (product names, "Contact") are legitimately the same in both languages.
        if (value.length >= 16 && fr.get(key) !== value)
          english.push(value.replace(/\{\{[^}]+\}\}.*$/, "").trim());
      }
    }
    expect(english.length).toBeGreaterThan(100);
    for (const file of files.filter((f) => path.relative(outDir, f).startsWith("fr"))) {
      const visible = visibleText(fs.readFileSync(file, "utf8"));
      const leaks = english.filter(
        (sentence) => sentence.length >= 16 && visible.includes(sentence),
      );
      expect(leaks, path.relative(outDir, file)).toEqual([]);
    }
  });
});
