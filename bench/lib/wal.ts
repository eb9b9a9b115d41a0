/**
 * The size of SQLite's WAL file (`<database>-wal`) while a load runs and after it: the WAL must
 * stay under a stated size under sustained load and be back under it within a minute of the
 * load stopping (docs/decisions/0030-plain-queries.md).
 */
import fs from "node:fs";

const SAMPLE_MS = 100;

/** The WAL file's size now, 0 when there is none. */
export function walBytes(database: string): number {
  try {
    return fs.statSync(`${database}-wal`).size;
  } catch {
    return 0;
  }
}

/** `during`'s result and the largest size the WAL reached while it ran. */
export async function largestWal<T>(
  database: string,
  during: () => Promise<T>,
): Promise<[T, number]> {
  let largest = walBytes(database);
  const timer = setInterval(() => (largest = Math.max(largest, walBytes(database))), SAMPLE_MS);
  try {
    const result = await during();
    return [result, Math.max(largest, walBytes(database))];
  } finally {
    clearInterval(timer);
  }
}
