import fs from "node:fs";
import path from "node:path";
import { parseJson } from "../file-cache.ts";
import { namespaces } from "./copy.ts";
import { fallbackLanguage, languages, type Language } from "./languages.ts";
import { flatten, isObject, jsonText, mapStrings } from "./locale-json.ts";
import {
  readSources,
  recordReviews,
  sourceWarnings,
  writeSources,
  type Sources,
  type Texts,
} from "./translation-sources.ts";
import { fixTypography, typographyProblems } from "./typography.ts";

type LocaleTexts = Map<string, Partial<Record<Language, Map<string, string>>>>;

export function checkLocales(dir: string, declared: readonly string[] = namespaces) {
  const { errors, texts } = readLocaleFiles(dir, declared);
  const typography = [...texts].flatMap(([ns, byLanguage]) =>
    [...(byLanguage.fr ?? [])].flatMap(([key, text]) =>
      typographyProblems(text).map(
        (problem) =>
          `locales/fr/${ns}.json: key "${key}": ${problem.message}: "${problem.excerpt}"`,
      ),
    ),
  );
  const { sources, errors: recordErrors } = readSources(dir);
  return {
    errors: [...errors, ...typography, ...recordErrors],
    warnings: sourceWarnings(sources, bothLanguages(texts)),
    fixable: typography.length,
  };
}

export type LocaleReport = ReturnType<typeof checkLocales>;

export function fixLocales(dir: string): string[] {
  const fixed: string[] = [];
  const folder = path.join(dir, "fr");
  for (const name of jsonFiles(folder)) {
    const file = path.join(folder, name);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      continue; // the check names the file
    }
    const after = mapStrings(data, fixTypography);
    const before = flatten(data);
    const changed = [...flatten(after)].filter(([key, text]) => before.get(key) !== text);
    if (changed.length === 0) continue;
    fs.writeFileSync(file, jsonText(after));
    for (const [key] of changed) fixed.push(`locales/fr/${name}: key "${key}"`);
  }
  return fixed;
}

// Refused while the copy has errors: an unreadable file would lose its records.
export function reviewTranslations(
  dir: string,
  targets: readonly string[],
  declared: readonly string[] = namespaces,
): { recorded: string[]; dropped: string[] } {
  const { errors, texts } = readLocaleFiles(dir, declared);
  const { sources, errors: recordErrors } = readSources(dir);
  errors.push(...recordErrors);
  if (errors.length > 0) throw new Error(`--reviewed: fix these first:\n  ${errors.join("\n  ")}`);
  const next = recordReviews(sources, bothLanguages(texts), targets);
  writeSources(dir, next);
  const before = entries(sources);
  const after = entries(next);
  return {
    recorded: [...after].filter(([key, pair]) => before.get(key) !== pair).map(([key]) => key),
    dropped: [...before.keys()].filter((key) => !after.has(key)),
  };
}

function entries(sources: Sources): Map<string, string> {
  return new Map(
    Object.entries(sources).flatMap(([ns, keys]) =>
      Object.entries(keys).map(([key, pair]) => [`fr/${ns}.json:${key}`, JSON.stringify(pair)]),
    ),
  );
}

function readLocaleFiles(
  dir: string,
  declared: readonly string[],
): { errors: string[]; texts: LocaleTexts } {
  const problems: string[] = [];
  const texts: LocaleTexts = new Map();
  const files = new Map<string, Set<string>>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && !languages.includes(entry.name))
      problems.push(`locales/${entry.name}/: not a language of content/languages.json`);
  for (const lng of languages) {
    const names = jsonFiles(path.join(dir, lng));
    if (names.length === 0) problems.push(`locales/${lng}/: no locale files`);
    files.set(lng, new Set(names));
  }
  const allNames = new Set([...files.values()].flatMap((s) => [...s]));
  for (const name of allNames)
    if (!declared.includes(name.slice(0, -".json".length)))
      problems.push(`locales/en/${name}: not declared in lib/i18n/copy.ts`);
  for (const ns of declared)
    if (!allNames.has(`${ns}.json`))
      problems.push(`locales/en/${ns}.json: missing (declared in lib/i18n/copy.ts)`);
  for (const name of [...allNames].sort()) {
    const byLanguage: Partial<Record<Language, Map<string, string>>> = {};
    const keys: Partial<Record<Language, Map<string, unknown>>> = {};
    texts.set(name.slice(0, -".json".length), byLanguage);
    for (const lng of languages) {
      const rel = `locales/${lng}/${name}`;
      if (!files.get(lng)!.has(name)) {
        problems.push(`${rel}: missing (it exists in another language)`);
        continue;
      }
      let data: unknown;
      try {
        data = parseJson(rel, fs.readFileSync(path.join(dir, lng, name), "utf8"));
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (!isObject(data)) {
        problems.push(`${rel}: must hold a JSON object`);
        continue;
      }
      const flat = flatten(data);
      const strings = new Map<string, string>();
      for (const [key, value] of flat) {
        if (typeof value === "string" && value.trim() === "")
          problems.push(`${rel}: key "${key}" is empty`);
        else if (typeof value !== "string")
          problems.push(`${rel}: key "${key}" must be text, not ${typeof value}`);
        else strings.set(key, value);
      }
      byLanguage[lng] = strings;
      keys[lng] = flat;
    }
    const first = fallbackLanguage;
    const base = keys[first];
    for (const lng of languages.filter((code) => code !== first)) {
      const other = keys[lng];
      if (!base || !other) continue;
      for (const key of base.keys())
        if (!other.has(key)) problems.push(`locales/${lng}/${name}: missing key "${key}"`);
      for (const key of other.keys())
        if (!base.has(key))
          problems.push(
            `locales/${lng}/${name}: extra key "${key}" (not in locales/${first}/${name})`,
          );
    }
  }
  return { errors: problems, texts };
}

function jsonFiles(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".json")) : [];
}

function bothLanguages(read: LocaleTexts): Texts {
  const texts: Texts = new Map();
  for (const [ns, { en, fr }] of read) if (en && fr) texts.set(ns, { en, fr });
  return texts;
}
