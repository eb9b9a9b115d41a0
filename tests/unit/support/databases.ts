/**
 * The two databases the API tests run against: SQLite (a file in the test's folder) and
 * PostgreSQL (a fresh database on the run's server, tests/unit/support/postgres-global.ts),
 * and plain SQL on either (tests/support/sql.ts), for tests that look at what was stored.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseTarget } from "../../../server/db/target.ts";

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

export { databaseEnv } from "../../../server/db/target.ts";
export { sql } from "../../support/sql.ts";
