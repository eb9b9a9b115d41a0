// Decision 0018.
import fs from "node:fs";
import path from "node:path";
import { parseJson } from "../file-cache.ts";
import { isObject, jsonText } from "./locale-json.ts";
import { fixTypography } from "./typography.ts";

export const sourcesFile = "translation-sources.json";
const sourcesPath = `locales/${sourcesFile}`;

export type Sources = Record<string, Record<string, { en: string; fr: string }>>;
export type Texts = Map<string, { en: Map<string, string>; fr: Map<string, string> }>;

export function readSources(dir: string): { sources: Sources; errors: string[] } {
  const file = path.join(dir, sourcesFile);
  if (!fs.existsSync(file)) return { sources: {}, errors: [] };
  let data: unknown;
  try {
    data = parseJson(sourcesPath, fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { sources: {}, errors: [(error as Error).message] };
  }
  const errors: string[] = [];
  const sources: Sources = {};
  if (!isObject(data)) return { sources, errors: [`${sourcesPath}: must hold a JSON object`] };
  for (const [ns, keys] of Object.entries(data)) {
    if (!isObject(keys)) {
      errors.push(`${sourcesPath}: "${ns}" must map keys to {"en": …, "fr": …}`);
      continue;
    }
    sources[ns] = {};
    for (const [key, source] of Object.entries(keys)) {
      if (isObject(source) && typeof source.en === "string" && typeof source.fr === "string")
        sources[ns][key] = { en: source.en, fr: source.fr };
      else
        errors.push(
          `${sourcesPath}: "${ns}" key "${key}" must be {"en": "English text", "fr": "French text"}`,
        );
    }
  }
  return { sources, errors };
}

export function writeSources(dir: string, sources: Sources): void {
  fs.writeFileSync(path.join(dir, sourcesFile), jsonText(sources));
}

// A typography fix is not a change of the French.
export function sourceWarnings(sources: Sources, texts: Texts): string[] {
  const warnings: string[] = [];
  for (const [ns, { en, fr }] of texts) {
    const file = `locales/fr/${ns}.json`;
    for (const [key, french] of fr) {
      const english = en.get(key);
      if (english === undefined) continue;
      const review = `npm run check:locales -- --reviewed fr/${ns}.json:${key}`;
      const recorded = sources[ns]?.[key];
      if (!recorded) {
        warnings.push(
          `${file}: key "${key}": no recorded source\n` +
            `    English: ${JSON.stringify(english)}\n` +
            `    once the French translates it: ${review}`,
        );
      } else if (recorded.en !== english) {
        const frenchChanged = fixTypography(recorded.fr) !== fixTypography(french);
        warnings.push(
          `${file}: key "${key}": ${
            frenchChanged
              ? "the English changed and the French was updated since"
              : "the English changed, the French did not"
          }\n` +
            `    English was: ${JSON.stringify(recorded.en)}\n` +
            `    English now: ${JSON.stringify(english)}\n` +
            `    ${frenchChanged ? "if the French matches the new English" : "once the French is updated"}: ${review}`,
        );
      }
    }
  }
  for (const [ns, keys] of Object.entries(sources))
    for (const key of Object.keys(keys))
      if (!isTranslated(texts, ns, key))
        warnings.push(
          `${sourcesPath}: "${ns}" key "${key}" no longer exists (any --reviewed drops it)`,
        );
  return warnings;
}

export function recordReviews(sources: Sources, texts: Texts, targets: readonly string[]): Sources {
  const chosen = targets.map((target) => parseTarget(target, texts));
  const reviewed = (ns: string, key: string) =>
    chosen.some((t) => t === "all" || (t.ns === ns && (t.key === undefined || t.key === key)));
  const next: Sources = {};
  for (const [ns, { en, fr }] of texts) {
    for (const [key, french] of fr) {
      const english = en.get(key);
      if (english === undefined) continue;
      const source = reviewed(ns, key) ? { en: english, fr: french } : sources[ns]?.[key];
      if (source) (next[ns] ??= {})[key] = source;
    }
  }
  return next;
}

type Target = "all" | { ns: string; key?: string };

function parseTarget(target: string, texts: Texts): Target {
  if (target === "all") return "all";
  const match = /^(?:locales\/)?(?:fr\/)?([\w-]+)(?:\.json)?(?::(.+))?$/.exec(target);
  const ns = match?.[1];
  if (!match || !ns)
    throw new Error(
      `--reviewed ${target}: name a French file or key, as fr/home.json or fr/home.json:hero.title, or all`,
    );
  const key = match[2];
  if (!texts.has(ns)) throw new Error(`--reviewed ${target}: there is no locales/fr/${ns}.json`);
  if (key !== undefined && !isTranslated(texts, ns, key))
    throw new Error(
      `--reviewed ${target}: locales/fr/${ns}.json has no key "${key}" in both languages`,
    );
  return { ns, key };
}

function isTranslated(texts: Texts, ns: string, key: string): boolean {
  const namespace = texts.get(ns);
  return !!namespace?.fr.has(key) && namespace.en.has(key);
}
