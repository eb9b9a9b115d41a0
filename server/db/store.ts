/**
 * The forms' store: the queries of server/db/queries.ts on SQLite or PostgreSQL, behind one
 * interface. `write` resolves only once its transaction is committed.
 */
import type { Reads, Writes } from "./queries.ts";
import type { DatabaseKind, DatabaseTarget } from "./config.ts";

/** A query's arguments after the database handle. */
export type QueryArgs<F> = F extends (db: never, ...args: infer A) => unknown ? A : never;
export type QueryResult<F> = F extends (...args: never[]) => Promise<infer R> ? R : never;

export interface FormsStore {
  readonly kind: DatabaseKind;
  write<K extends keyof Writes>(
    kind: K,
    ...args: QueryArgs<Writes[K]>
  ): Promise<QueryResult<Writes[K]>>;
  read<K extends keyof Reads>(
    kind: K,
    ...args: QueryArgs<Reads[K]>
  ): Promise<QueryResult<Reads[K]>>;
  /** Waits for the writes in progress, then closes. */
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date. */
export async function openStore(target: DatabaseTarget): Promise<FormsStore> {
  if (target.kind === "postgres") {
    const { openPostgres } = await import("./postgres.ts");
    return openPostgres(target.url);
  }
  const { openSqlite } = await import("./sqlite.ts");
  return openSqlite(target.path);
}
