import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkLocales } from "@/lib/i18n/check-locales";

const dirs: string[] = [];
function localeTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "locales-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("checkLocales", () => {
  it("passes the project's own copy", () => {
    expect(checkLocales(path.resolve("locales"))).toEqual([]);
  });

  it("passes matching files", () => {
    const dir = localeTree({
      "en/home.json": JSON.stringify({ a: { b: "Hello" }, list: ["one"] }),
      "fr/home.json": JSON.stringify({ a: { b: "Bonjour" }, list: ["un"] }),
    });
    expect(checkLocales(dir, ["home"])).toEqual([]);
  });

  it("names the file and key of a missing or extra key", () => {
    const dir = localeTree({
      "en/home.json": JSON.stringify({ hero: { title: "Hi", lead: "Lead" } }),
      "fr/home.json": JSON.stringify({ hero: { title: "Salut", cta: "Go" } }),
    });
    expect(checkLocales(dir, ["home"])).toEqual([
      'locales/fr/home.json: missing key "hero.lead"',
      'locales/fr/home.json: extra key "hero.cta" (not in locales/en/home.json)',
    ]);
  });

  it("names a malformed file", () => {
    const dir = localeTree({ "en/footer.json": '{"a": "b",}', "fr/footer.json": '{"a": "c"}' });
    const problems = checkLocales(dir, ["footer"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^locales\/en\/footer\.json: invalid JSON/);
  });

  it("names a file missing in one language, an empty value and a non-text value", () => {
    const dir = localeTree({
      "en/a.json": JSON.stringify({ x: "X" }),
      "fr/a.json": JSON.stringify({ x: " " }),
      "en/b.json": JSON.stringify({ n: 3 }),
      "fr/b.json": JSON.stringify({ n: "3" }),
      "en/c.json": "{}",
    });
    expect(checkLocales(dir, ["a", "b", "c"])).toEqual([
      'locales/fr/a.json: key "x" is empty',
      'locales/en/b.json: key "n" must be text, not number',
      "locales/fr/c.json: missing (it exists in another language)",
    ]);
  });

  it("names a file the code does not declare, and a declared one that is missing", () => {
    const dir = localeTree({
      "en/home.json": JSON.stringify({ x: "X" }),
      "fr/home.json": JSON.stringify({ x: "X" }),
      "en/extra.json": JSON.stringify({ y: "Y" }),
      "fr/extra.json": JSON.stringify({ y: "Y" }),
    });
    expect(checkLocales(dir, ["home", "team"])).toEqual([
      "locales/en/extra.json: not declared in lib/i18n/messages.ts",
      "locales/en/team.json: missing (declared in lib/i18n/messages.ts)",
    ]);
  });
});
