/**
 * The two databases the API tests run against: SQLite (a file in the test's folder) and
 * PostgreSQL (a fresh database on the run's server, tests/unit/support/postgres-global.ts),
 * and plain SQL on either, for tests that look at what was stored.
 */
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseTarget } from "@/server/db/config";

export interface Backend {
  name: "SQLite" | "PostgreSQL";
  /** A new, empty database; `sqliteFile` is where SQLite puts it. */
  create(sqliteFile: string): Promise<DatabaseTarget>;
}

export async function freshPostgresDatabase(): Promise<DatabaseTarget> {
  const server = inject("postgresUrl");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { kind: "postgres", url: url.href };
}

export const backends: readonly Backend[] = [
  { name: "SQLite", create: async (sqliteFile) => ({ kind: "sqlite", path: sqliteFile }) },
  { name: "PostgreSQL", create: () => freshPostgresDatabase() },
];

/** The server's environment for a database. */
export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === "sqlite"
    ? { DATABASE_PATH: target.path, DATABASE_URL: "" }
    : { DATABASE_URL: target.url };
}

/** Runs one statement (`?` placeholders on both databases) and returns its rows. */
export async function sql<T = Record<string, unknown>>(
  target: DatabaseTarget,
  text: string,
  ...params: unknown[]
): Promise<T[]> {
  if (target.kind === "sqlite") {
    const db = new Database(target.path);
    try {
      const statement = db.prepare(text);
      if (statement.reader) return statement.all(...params) as T[];
      statement.run(...params);
      return [];
    } finally {
      db.close();
    }
  }
  let n = 0;
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    return (await client.query(text.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
  } finally {
    await client.end();
  }
}
