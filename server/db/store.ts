/**
 * Opens the forms' store (server/db/store-types.ts) on the configured database.
 */
import type { FormsStore } from "./store-types.ts";
import type { DatabaseTarget } from "./target.ts";

/** Opens the database and brings its schema up to date. */
export async function openStore(target: DatabaseTarget): Promise<FormsStore> {
  if (target.kind === "postgres") {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(target.url);
  }
  const { openSqlite } = await import("./sqlite.ts");
  return openSqlite(target.path);
}
