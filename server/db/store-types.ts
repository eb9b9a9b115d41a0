/**
 * The forms' store as the rest of the server sees it: the queries of server/db/queries.ts on
 * SQLite (server/db/sqlite.ts) or PostgreSQL (server/db/postgres.ts), behind one interface.
 * `write` resolves only once its transaction is committed.
 */
import type { Kysely } from "kysely";
import type { DatabaseKind } from "./target.ts";
import type { Reads, Writes } from "./queries.ts";
import type { Schema } from "./schema.ts";

/** A Kysely handle on the forms' tables, or a transaction on them. */
export type Db = Kysely<Schema>;

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
