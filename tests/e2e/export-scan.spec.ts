import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { EDITOR_PATH } from "../../lib/editor/page";
import { namespaces, readCopy } from "../../lib/i18n/copy";
import { localizePath, languages } from "../../lib/i18n/languages";
import { allRoutes } from "../../lib/pages";
import { requestRoutes, unlistedRoutes } from "./helpers";

/**
 * Reads the exported HTML itself: no page may show a raw copy key (a key that failed to
 * translate) or lorem ipsum, and no French page may show an English sentence.
 */
const outDir = path.resolve("out");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

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

function flatten(
  value: unknown,
  prefix = "",
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const files = htmlFiles(outDir);
const frenchFiles = files.filter((file) => path.relative(outDir, file).startsWith("fr"));

test("the export has every page, the 404, the forms' and the requests' pages, in both languages, and the editor", () => {
  const routes = [...new Set([...allRoutes, ...unlistedRoutes, ...requestRoutes])];
  const expected = languages.flatMap((lng) =>
    routes.map((route) => {
      const url = localizePath(route, lng);
      return url === "/" ? "index.html" : `${url.slice(1)}.html`;
    }),
  );
  expected.push(`${EDITOR_PATH.slice(1)}.html`);
  expect(files.map((file) => path.relative(outDir, file)).sort()).toEqual(expected.sort());
});

test("no raw copy key or lorem ipsum on any page", () => {
  const keys = new Set<string>();
  for (const ns of namespaces) for (const key of flatten(readCopy("en", ns)).keys()) keys.add(key);
  const dotted = [...keys].filter((key) => key.includes("."));
  for (const file of files) {
    const text = visibleText(fs.readFileSync(file, "utf8"));
    const raw = dotted.filter((key) =>
      new RegExp(`(^|\\s)${key.replace(/\./g, "\\.")}(\\s|$)`).test(text),
    );
    expect(raw, path.relative(outDir, file)).toEqual([]);
    expect(text, path.relative(outDir, file)).not.toMatch(/lorem ipsum|\{\{|\}\}|TODO/i);
  }
});

test("no English left on French pages", () => {
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
  for (const file of frenchFiles) {
    const text = visibleText(fs.readFileSync(file, "utf8"));
    const leaks = english.filter((sentence) => sentence.length >= 16 && text.includes(sentence));
    expect(leaks, path.relative(outDir, file)).toEqual([]);
  }
});
