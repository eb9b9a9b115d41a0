import fs from "node:fs";
import path from "node:path";
import { languages } from "./languages";
import { namespaces } from "./messages";

/**
 * The locale check: both languages must have the same files and the same keys, every file
 * must be valid JSON, no value may be empty, and the files must be the namespaces the code
 * declares (lib/i18n/messages.ts, which types the keys). Each problem names the file and key.
 */
export function checkLocales(dir: string, declared: readonly string[] = namespaces): string[] {
  const problems: string[] = [];
  const files = new Map<string, Set<string>>();
  for (const lng of languages) {
    const folder = path.join(dir, lng);
    const names = fs.existsSync(folder)
      ? fs.readdirSync(folder).filter((f) => f.endsWith(".json"))
      : [];
    if (names.length === 0) problems.push(`locales/${lng}/: no locale files`);
    files.set(lng, new Set(names));
  }
  const allNames = new Set([...files.values()].flatMap((s) => [...s]));
  for (const name of allNames)
    if (!declared.includes(name.slice(0, -".json".length)))
      problems.push(`locales/en/${name}: not declared in lib/i18n/messages.ts`);
  for (const ns of declared)
    if (!allNames.has(`${ns}.json`))
      problems.push(`locales/en/${ns}.json: missing (declared in lib/i18n/messages.ts)`);
  for (const name of [...allNames].sort()) {
    const keys = new Map<string, Map<string, unknown>>();
    for (const lng of languages) {
      const rel = `locales/${lng}/${name}`;
      if (!files.get(lng)!.has(name)) {
        problems.push(`${rel}: missing (it exists in another language)`);
        continue;
      }
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(path.join(dir, lng, name), "utf8"));
      } catch (error) {
        problems.push(`${rel}: invalid JSON: ${(error as Error).message}`);
        continue;
      }
      if (!isObject(data)) {
        problems.push(`${rel}: must hold a JSON object`);
        continue;
      }
      const flat = new Map<string, unknown>();
      flatten(data, "", flat);
      for (const [key, value] of flat) {
        if (typeof value === "string" && value.trim() === "")
          problems.push(`${rel}: key "${key}" is empty`);
        else if (typeof value !== "string")
          problems.push(`${rel}: key "${key}" must be text, not ${typeof value}`);
      }
      keys.set(lng, flat);
    }
    const [first, ...others] = languages;
    const base = keys.get(first);
    for (const lng of others) {
      const other = keys.get(lng);
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
  return problems;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted keys; list items become `key.0`, `key.1`... Empty ones vanish. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isObject(value) || Array.isArray(value)) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
}
