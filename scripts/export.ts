/**
 * `npm run export -- subscribers` / `npm run export -- messages`: the forms' data as CSV on
 * standard output (server/csv.ts for quoting and formula guarding), from DATABASE_PATH
 * (default data/site.db). Safe while the server runs (SQLite WAL).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../server/db";
import { csvRow } from "../server/csv";

const tables = {
  subscribers: {
    columns: ["id", "email", "created_at"] as const,
    rows: (db: ReturnType<typeof openDatabase>) => db.subscriptions(),
  },
  messages: {
    columns: ["id", "created_at", "name", "email", "message", "forwarded_at"] as const,
    rows: (db: ReturnType<typeof openDatabase>) => db.messages(),
  },
};

async function main(): Promise<number> {
  const what = process.argv[2];
  if (what !== "subscribers" && what !== "messages") {
    console.error("Usage: npm run export -- subscribers|messages  (CSV on standard output)");
    return 2;
  }
  const file = path.resolve(process.env.DATABASE_PATH || path.join("data", "site.db"));
  if (!fs.existsSync(file)) {
    console.error(`No database at ${file} (set DATABASE_PATH)`);
    return 1;
  }
  const db = openDatabase(file);
  try {
    const { columns, rows } = tables[what];
    process.stdout.write(csvRow(columns));
    for (const row of rows(db)) {
      const record = row as unknown as Record<string, string | number | null>;
      process.stdout.write(csvRow(columns.map((column) => record[column] ?? null)));
    }
  } finally {
    await db.close();
  }
  return 0;
}

process.exitCode = await main();
