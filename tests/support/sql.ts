/**
 * One SQL statement on either of the forms' databases, outside the server (tests, bench):
 * `?` placeholders on both, rows back as plain objects.
 */
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseTarget } from "../../server/db/target.ts";

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
    return (
      await client.query(
        text.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[];
  } finally {
    await client.end();
  }
}
