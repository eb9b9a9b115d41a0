import fs from "node:fs";
import { readConfig } from "../../server/config.ts";
import { describeTarget } from "../../server/db/target.ts";
import { openDatabase } from "../../server/db/database.ts";
import type { Db } from "../../server/db/schema.ts";

export async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const target = readConfig().api.database;
  // Opening a missing SQLite file would create an empty one.
  if (target.kind === "sqlite" && !fs.existsSync(target.path)) {
    throw new Error(
      `No database at ${target.path} (set DATABASE_PATH, or DATABASE_URL for PostgreSQL)`,
    );
  }
  const db = await openDatabase(target).catch((error: Error) => {
    throw new Error(`Cannot open ${describeTarget(target)}: ${error.message}`);
  });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

export async function runScript(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
