/**
 * The forms' store for the command-line scripts (export, erase): the database the server
 * would use (DATABASE_URL, else DATABASE_PATH), refusing to create an empty SQLite file.
 */
import fs from "node:fs";
import { readConfig } from "../../server/config.ts";
import { describeTarget } from "../../server/db/target.ts";
import { openStore } from "../../server/db/store.ts";
import type { FormsStore } from "../../server/db/store-types.ts";

export async function withFormsStore<T>(run: (store: FormsStore) => Promise<T>): Promise<T> {
  const target = readConfig().api.database;
  if (target.kind === "sqlite" && !fs.existsSync(target.path)) {
    throw new Error(
      `No database at ${target.path} (set DATABASE_PATH, or DATABASE_URL for PostgreSQL)`,
    );
  }
  let store: FormsStore;
  try {
    store = await openStore(target);
  } catch (error) {
    throw new Error(`Cannot open ${describeTarget(target)}: ${(error as Error).message}`);
  }
  try {
    return await run(store);
  } finally {
    await store.close();
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
