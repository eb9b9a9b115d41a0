import fs from "node:fs";

/**
 * Files the site reads at render time (the copy in locales/, the data in content/), each parsed
 * once. Under `next dev` a file is read again as soon as its modification time or size changes,
 * so an edit shows on the next reload without a restart; a build reads each file once.
 */
const followEdits = process.env.NODE_ENV === "development";

const cache = new Map<string, { stamp: string; value: unknown }>();
let generation = 0;

/**
 * `parse(text)` of the file, from the cache while the file is unchanged. A parse that throws
 * caches nothing, so the error shows until the file is fixed.
 */
export function readParsed<T>(file: string, parse: (text: string) => T): T {
  // A build's stamp is always "": a cached file counts as unchanged without a stat.
  const stat = followEdits ? fs.statSync(file) : undefined;
  const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : "";
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.value as T;
  const value = parse(fs.readFileSync(file, "utf8"));
  cache.set(file, { stamp, value });
  generation += 1;
  return value;
}

/** Grows each time a file is (re)read: what was built from the cached files may be stale. */
export function cacheGeneration(): number {
  return generation;
}

/** A file's text as JSON, or an error naming the file (`locales/fr/home.json: invalid JSON: …`). */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: invalid JSON: ${(error as Error).message}`);
  }
}
