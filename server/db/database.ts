import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.ts";
import type { Db, Schema } from "./schema.ts";
import { connectSqlite } from "./sqlite-connection.ts";
import type { DatabaseTarget } from "./target.ts";

// One per request in flight at the bench's 32 clients; four instances stay under PostgreSQL's 100.
const POOL_SIZE = 32;

// Named prepared statements: PostgreSQL plans each once per connection (half its CPU in the bench).
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

export function onPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
