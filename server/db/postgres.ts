/**
 * The forms on PostgreSQL (DATABASE_URL): a pg pool shared by the requests, one transaction per
 * write. PostgreSQL commits concurrent transactions together by itself, so no writer thread is
 * needed here; several instances may share the database (uniqueness is the index's job).
 */
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.ts";
import { reads, runQuery, writes, type Reads, type Writes } from "./queries.ts";
import type { Schema } from "./schema.ts";
import type { FormsStore, QueryArgs, QueryResult } from "./store-types.ts";

/** Connections per instance: enough to keep PostgreSQL's group commit busy. */
const POOL_SIZE = 10;

export async function openPostgres(url: string): Promise<FormsStore> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection dropped by the server must not crash the process: the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db as Kysely<unknown>, "postgres");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    kind: "postgres",
    write: <K extends keyof Writes>(kind: K, ...args: QueryArgs<Writes[K]>) =>
      db.transaction().execute((trx) => runQuery(writes, kind, trx, args)) as Promise<
        QueryResult<Writes[K]>
      >,
    read: <K extends keyof Reads>(kind: K, ...args: QueryArgs<Reads[K]>) =>
      runQuery(reads, kind, db, args) as Promise<QueryResult<Reads[K]>>,
    close: () => db.destroy(),
  };
}
