/**
 * Every query of the forms, written once with Kysely for both databases, by concern
 * (server/newsletter/queries.ts, server/contact/queries.ts, server/outbox/queries.ts) and
 * gathered here by name, with the two that span them (erasure, the health check's ping). Writes
 * run inside a transaction that the caller opens (server/db/sqlite.ts batches them,
 * server/db/postgres.ts runs one per transaction) and whose commit comes before any answer.
 */
import { sql } from "kysely";
import { contactReads, contactWrites } from "../contact/queries.ts";
import {
  newsletterBatchedWrites,
  newsletterReads,
  newsletterWrites,
} from "../newsletter/queries.ts";
import { outboxReads, outboxWrites } from "../outbox/queries.ts";
import type { Db } from "./store-types.ts";

export interface Erased {
  subscriptions: number;
  messages: number;
}

/** Removes an address everywhere, whatever its case. */
async function erase(db: Db, email: string): Promise<Erased> {
  const key = email.toLowerCase();
  const subscriptions = await db
    .deleteFrom("subscriptions")
    .where("email_key", "=", key)
    .executeTakeFirst();
  const messages = await db
    .deleteFrom("messages")
    .where(sql<string>`lower(email)`, "=", key)
    .executeTakeFirst();
  return {
    subscriptions: Number(subscriptions.numDeletedRows),
    messages: Number(messages.numDeletedRows),
  };
}

/**
 * GET /api/health's write: the health row updated in a transaction, the way every write goes
 * (SQLite's writer thread, a pooled PostgreSQL connection), so it fails when writes would: a
 * full disk, a read-only file or a server that refuses writes, not only a database that is gone.
 */
async function ping(db: Db): Promise<void> {
  await db
    .updateTable("health")
    .set({ checked_at: new Date().toISOString() })
    .where("id", "=", 1)
    .execute();
}

/** Writes: each runs in a transaction committed before its promise resolves. */
export const writes = {
  ...newsletterWrites,
  ...contactWrites,
  ...outboxWrites,
  erase,
  ping,
};

/** Reads: plain SELECTs, safe while the server writes. */
export const reads = {
  ...newsletterReads,
  ...contactReads,
  ...outboxReads,
};

/**
 * Writes that also come in a batched form, taking the arguments of several calls at once and
 * answering each: SQLite's writer uses it for consecutive writes of that kind in a batch.
 */
export const batchedWrites = {
  ...newsletterBatchedWrites,
} satisfies { [K in keyof typeof writes]?: (db: Db, inputs: never[]) => Promise<unknown[]> };

export type Writes = typeof writes;
export type Reads = typeof reads;

type AnyQuery = (db: Db, ...args: never[]) => Promise<unknown>;

/** Runs the query called `kind` of `queries` (`writes` or `reads`) on `db`. */
export function runQuery(
  queries: Record<string, AnyQuery>,
  kind: string,
  db: Db,
  args: readonly unknown[],
): Promise<unknown> {
  const query = queries[kind] as ((db: Db, ...args: unknown[]) => Promise<unknown>) | undefined;
  if (!query) return Promise.reject(new Error(`Unknown query ${kind}`));
  return query(db, ...args);
}
