import fs from "node:fs";

// Under `next dev` a file is read again when its modification time or size changes, so an edit
// shows on the next reload without a restart.
const followEdits = process.env.NODE_ENV === "development";

const cache = new Map<string, { stamp: string; value: unknown }>();
let generation = 0;

/** A parse that throws caches nothing, so the error shows until the file is fixed. */
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

/** Grows on each (re)read: what was built from the cached files may be stale. */
export function cacheGeneration(): number {
  return generation;
}

export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: invalid JSON: ${(error as Error).message}`);
  }
}
