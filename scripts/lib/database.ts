/**
 * The forms' database for the command-line scripts (export, erase): the database the server
 * would use (DATABASE_URL, else DATABASE_PATH), refusing to create an empty SQLite file.
 */
import fs from "node:fs";
import { readConfig } from "../../server/config.ts";
import { describeTarget } from "../../server/db/target.ts";
import { openDatabase } from "../../server/db/database.ts";
import type { Db } from "../../server/db/schema.ts";

export async function withDatabase<T>(run: (db: Db) => Promise<T>): Promise<T> {
  const target = readConfig().api.database;
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

/** Runs a script's main function: its exit code, or 1 with the error's message. */
export async function runScript(main: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
