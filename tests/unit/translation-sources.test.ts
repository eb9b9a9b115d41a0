import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLocales, reviewTranslations } from "../../lib/i18n/check-locales.ts";
import { json, localeTree } from "./support/locale-tree.ts";

const declared = ["home", "team"];
const en = {
  home: { hero: { title: "Skin studies you can trust", lead: "One platform" }, cta: "Book a demo" },
  team: { title: "Our team" },
};
const fr = {
  home: { hero: { title: "Des études fiables", lead: "Une plateforme" }, cta: "Réserver une démo" },
  team: { title: "Notre équipe" },
};
const recorded = {
  home: {
    "hero.title": { en: en.home.hero.title, fr: fr.home.hero.title },
    "hero.lead": { en: en.home.hero.lead, fr: fr.home.hero.lead },
    cta: { en: en.home.cta, fr: fr.home.cta },
  },
  team: { title: { en: en.team.title, fr: fr.team.title } },
};

/** A locales/ folder with the record above and these changes to the copy. */
function tree(changes: { en?: object; fr?: object; sources?: object } = {}) {
  const enCopy = { ...en, ...changes.en };
  const frCopy = { ...fr, ...changes.fr };
  return localeTree({
    "en/home.json": json(enCopy.home),
    "fr/home.json": json(frCopy.home),
    "en/team.json": json(enCopy.team),
    "fr/team.json": json(frCopy.team),
    "translation-sources.json": json(changes.sources ?? recorded),
  });
}

const warnings = (dir: string) => checkLocales(dir, declared).warnings;
const record = (dir: string) => fs.readFileSync(path.join(dir, "translation-sources.json"), "utf8");
const review = (dir: string, ...targets: string[]) => reviewTranslations(dir, targets, declared);

describe("the translation record", () => {
  it("reports nothing while the English is the one recorded", () => {
    expect(warnings(tree())).toEqual([]);
  });

  it("lists a French key whose English changed, with the old and the new English", () => {
    const dir = tree({ en: { home: { ...en.home, cta: "Talk to us" } } });
    expect(warnings(dir)).toEqual([
      'locales/fr/home.json: key "cta": the English changed, the French did not\n' +
        '    English was: "Book a demo"\n' +
        '    English now: "Talk to us"\n' +
        "    once the French is updated: npm run check:locales -- --reviewed fr/home.json:cta",
    ]);
    // Warnings only: nothing stops the build.
    expect(checkLocales(dir, declared).errors).toEqual([]);
  });

  it("says so when the French changed too, and ignores a French change of typography only", () => {
    const both = tree({
      en: { home: { ...en.home, cta: "Talk to us" } },
      fr: { home: { ...fr.home, cta: "Parlez-nous" } },
    });
    expect(warnings(both)).toEqual([
      'locales/fr/home.json: key "cta": the English changed and the French was updated since\n' +
        '    English was: "Book a demo"\n' +
        '    English now: "Talk to us"\n' +
        "    if the French matches the new English: npm run check:locales -- --reviewed fr/home.json:cta",
    ]);

    // As `npm run fix:locales` leaves it after the record was written.
    const spacing = tree({
      en: { team: { title: "Our people" } },
      fr: { team: { title: "Notre équipe\u202F!" } },
      sources: { ...recorded, team: { title: { en: "Our team", fr: "Notre équipe !" } } },
    });
    expect(warnings(spacing)).toEqual([
      expect.stringContaining(
        'locales/fr/team.json: key "title": the English changed, the French did not',
      ),
    ]);
  });

  it("lists keys with no recorded source, and records of keys that no longer exist", () => {
    const homeRecord = Object.fromEntries(
      Object.entries(recorded.home).filter(([key]) => key !== "cta"),
    );
    const dir = tree({
      sources: { ...recorded, home: { ...homeRecord, "hero.old": { en: "Old", fr: "Vieux" } } },
    });
    expect(warnings(dir)).toEqual([
      'locales/fr/home.json: key "cta": no recorded source\n' +
        '    English: "Book a demo"\n' +
        "    once the French translates it: npm run check:locales -- --reviewed fr/home.json:cta",
      'locales/translation-sources.json: "home" key "hero.old" no longer exists (any --reviewed drops it)',
    ]);
  });

  it("--reviewed for one key records its current pair and changes only its lines", () => {
    const dir = tree({
      en: { home: { ...en.home, cta: "Talk to us" }, team: { title: "Our people" } },
    });
    const before = record(dir).split("\n");
    expect(review(dir, "fr/home.json:cta")).toEqual({
      recorded: ["fr/home.json:cta"],
      dropped: [],
    });
    const after = record(dir).split("\n");
    expect(after.filter((line, i) => line !== before[i])).toEqual(['      "en": "Talk to us",']);
    expect(warnings(dir)).toEqual([
      expect.stringContaining('locales/fr/team.json: key "title": the English changed'),
    ]);
  });

  it("--reviewed for a file records all its keys; `locales/` and `.json` are optional", () => {
    const dir = tree({
      en: { home: { hero: { title: "New title", lead: "New lead" }, cta: "Talk to us" } },
      fr: { team: { title: "L’équipe" } },
      sources: { team: recorded.team },
    });
    expect(review(dir, "locales/fr/home").recorded).toEqual([
      "fr/home.json:hero.title",
      "fr/home.json:hero.lead",
      "fr/home.json:cta",
    ]);
    expect(JSON.parse(record(dir)).home).toEqual({
      "hero.title": { en: "New title", fr: fr.home.hero.title },
      "hero.lead": { en: "New lead", fr: fr.home.hero.lead },
      cta: { en: "Talk to us", fr: fr.home.cta },
    });
    // team's record is kept as it was: its English did not change, so nothing to review.
    expect(JSON.parse(record(dir)).team).toEqual(recorded.team);
    expect(warnings(dir)).toEqual([]);
  });

  it("--reviewed all writes the whole record, in the files' key order, dropping deleted keys", () => {
    const dir = tree({ sources: { home: { "hero.old": { en: "Old", fr: "Vieux" } } } });
    expect(review(dir, "all")).toEqual({
      recorded: [
        "fr/home.json:hero.title",
        "fr/home.json:hero.lead",
        "fr/home.json:cta",
        "fr/team.json:title",
      ],
      dropped: ["fr/home.json:hero.old"],
    });
    expect(record(dir)).toBe(json(recorded));
    expect(warnings(dir)).toEqual([]);
  });

  it("creates the record when there is none", () => {
    const dir = tree();
    fs.rmSync(path.join(dir, "translation-sources.json"));
    expect(warnings(dir)).toHaveLength(4);
    review(dir, "all");
    expect(record(dir)).toBe(json(recorded));
  });

  it("refuses a target that names no French file or key, and leaves the record as it was", () => {
    const dir = tree();
    expect(() => review(dir, "fr/pricing.json")).toThrow(
      "--reviewed fr/pricing.json: there is no locales/fr/pricing.json",
    );
    expect(() => review(dir, "fr/home.json:hero.nope")).toThrow(
      '--reviewed fr/home.json:hero.nope: locales/fr/home.json has no key "hero.nope" in both languages',
    );
    expect(() => review(dir, "en/home.json:cta")).toThrow("name a French file or key");
    expect(record(dir)).toBe(json(recorded));
  });

  it("refuses to record while the copy has errors, so a broken file cannot lose its records", () => {
    const dir = tree();
    fs.writeFileSync(path.join(dir, "fr/team.json"), '{"title": ');
    expect(() => review(dir, "all")).toThrow(
      /fix these first:\n {2}locales\/fr\/team\.json: invalid JSON/,
    );
    expect(record(dir)).toBe(json(recorded));
  });

  it("names the record file and the entry when the record is malformed", () => {
    const dir = tree({ sources: { ...recorded, team: { title: { en: "Our team" } } } });
    expect(checkLocales(dir, declared).errors).toEqual([
      'locales/translation-sources.json: "team" key "title" must be {"en": "English text", "fr": "French text"}',
    ]);
    fs.writeFileSync(path.join(dir, "translation-sources.json"), "{");
    expect(checkLocales(dir, declared).errors).toEqual([
      expect.stringMatching(/^locales\/translation-sources\.json: invalid JSON/),
    ]);
  });
});
