/**
 * The forms' database (docs/decisions/0030-plain-queries.md): a Kysely handle on the SQLite
 * file (the default, DATABASE_PATH) or on PostgreSQL (DATABASE_URL), its schema brought up to
 * date. Every query is a plain function taking it (server/newsletter/queries.ts,
 * server/contact/queries.ts, server/outbox/queries.ts); a query of several statements opens its
 * own transaction, and each resolves once committed, before any answer.
 */
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.ts";
import type { Db, Schema } from "./schema.ts";
import { connectSqlite } from "./sqlite-connection.ts";
import type { DatabaseTarget } from "./target.ts";

/**
 * PostgreSQL connections per instance: one for each request in flight at the load the bench
 * applies (32 clients at once), so no request waits for a connection; each subscription holds
 * one for a single statement. Four instances stay under PostgreSQL's default 100 connections.
 */
const POOL_SIZE = 32;

/**
 * A connection that keeps the statements it runs prepared, named by their SQL text: PostgreSQL
 * then parses and plans a subscription's statement once per connection instead of at every
 * request (its share of the database's CPU halved in the bench). The same statements-kept rule
 * as on SQLite (sqlite-connection.ts); the queries have a few dozen shapes.
 */
const statementNames = new Map<string, string>();
function keepStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text === "string" && Array.isArray(values) && values.length > 0) {
      let name = statementNames.get(text);
      if (name === undefined && statementNames.size < 256)
        statementNames.set(text, (name = `s${statementNames.size}`));
      if (name !== undefined) return query({ name, text, values }, ...rest);
    }
    return query(text, values, ...rest);
  }) as typeof client.query;
}

function connect(target: DatabaseTarget): Db {
  if (target.kind === "sqlite") {
    fs.mkdirSync(path.dirname(target.path), { recursive: true });
    return connectSqlite(target.path);
  }
  const pool = new pg.Pool({ connectionString: target.url, max: POOL_SIZE });
  pool.on("connect", keepStatements);
  // An idle connection dropped by the server must not crash the process: the pool replaces it.
  pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the database and brings its schema up to date; `db.destroy()` closes it. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const db = connect(target);
  try {
    await migrate(db as Kysely<unknown>, target.kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/** Whether `db` is on PostgreSQL (for the few statements SQLite cannot run). */
export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
