import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLocales, fixLocales } from "../../lib/i18n/check-locales.ts";
import { json, localeTree } from "./support/locale-tree.ts";

const errors = (dir: string, declared: string[]) => checkLocales(dir, declared).errors;

describe("checkLocales", () => {
  it("passes the project's own copy, with every French text's source recorded", () => {
    expect(checkLocales(path.resolve("locales"))).toEqual({ errors: [], warnings: [], fixable: 0 });
  });

  it("passes matching files", () => {
    const dir = localeTree({
      "en/home.json": JSON.stringify({ a: { b: "Hello" }, list: ["one"] }),
      "fr/home.json": JSON.stringify({ a: { b: "Bonjour" }, list: ["un"] }),
    });
    expect(errors(dir, ["home"])).toEqual([]);
  });

  it("names the file and key of a missing or extra key", () => {
    const dir = localeTree({
      "en/home.json": JSON.stringify({ hero: { title: "Hi", lead: "Lead" } }),
      "fr/home.json": JSON.stringify({ hero: { title: "Salut", cta: "Go" } }),
    });
    expect(errors(dir, ["home"])).toEqual([
      'locales/fr/home.json: missing key "hero.lead"',
      'locales/fr/home.json: extra key "hero.cta" (not in locales/en/home.json)',
    ]);
  });

  it("names a malformed file", () => {
    const dir = localeTree({ "en/footer.json": '{"a": "b",}', "fr/footer.json": '{"a": "c"}' });
    const problems = errors(dir, ["footer"]);
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
    expect(errors(dir, ["a", "b", "c"])).toEqual([
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
    expect(errors(dir, ["home", "team"])).toEqual([
      "locales/en/extra.json: not declared in lib/i18n/copy.ts",
      "locales/en/team.json: missing (declared in lib/i18n/copy.ts)",
    ]);
  });

  it("names the French file, key and rule of a typography problem, with an excerpt; English is not checked", () => {
    const dir = localeTree({
      "en/home.json": json({ survey: { text: "Did you know? 3,447 said yes !" } }),
      "fr/home.json": json({ survey: { text: "Le saviez-vous ? Oui, 3 447 fois." } }),
    });
    expect(checkLocales(dir, ["home"]).errors).toEqual([
      'locales/fr/home.json: key "survey.text": ordinary space before "?" (French needs a narrow no-break space U+202F): "Le saviez-vous ? Oui, 3 447 fois."',
      'locales/fr/home.json: key "survey.text": ordinary space between digit groups (French needs a narrow no-break space U+202F): "…? Oui, 3 447 fois."',
    ]);
    expect(checkLocales(dir, ["home"]).fixable).toBe(2);
  });
});

describe("fixLocales", () => {
  it("rewrites only the French texts with problems, keeping key order, indentation and the final newline", () => {
    const fr = {
      b: "Déjà juste",
      a: { title: "Merci !", list: ["Langue : {{language}}", "rien"] },
      url: "https://exemple.fr/?a=1",
    };
    const en = {
      b: "Right",
      a: { title: "Thanks !", list: ["Language: {{language}}", "nothing"] },
      url: "https://example.com/?a=1",
    };
    const dir = localeTree({ "en/home.json": json(en), "fr/home.json": json(fr) });
    const before = fs.readFileSync(path.join(dir, "fr/home.json"), "utf8").split("\n");

    expect(fixLocales(dir)).toEqual([
      'locales/fr/home.json: key "a.title"',
      'locales/fr/home.json: key "a.list.0"',
    ]);

    const after = fs.readFileSync(path.join(dir, "fr/home.json"), "utf8");
    expect(after.endsWith("}\n")).toBe(true);
    const changed = after
      .split("\n")
      .flatMap((line, i) => (line === before[i] ? [] : [[before[i], line]]));
    expect(changed).toEqual([
      ['    "title": "Merci !",', '    "title": "Merci\u202F!",'],
      ['      "Langue : {{language}}",', '      "Langue\u00A0: {{language}}",'],
    ]);
    expect(fs.readFileSync(path.join(dir, "en/home.json"), "utf8")).toBe(json(en));
    expect(errors(dir, ["home"])).toEqual([]);
    expect(fixLocales(dir)).toEqual([]);
  });
});
