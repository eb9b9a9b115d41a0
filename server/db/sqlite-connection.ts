/**
 * A Kysely handle on the SQLite file, configured the same way in both threads: WAL (readers
 * never wait for the writer), synchronous=FULL (a commit is on disk), foreign keys enforced as
 * on PostgreSQL. Migrations run in one transaction (Kysely's SQLite adapter would not wrap
 * them, though SQLite's DDL is transactional), so a failed upgrade leaves the file as it was.
 */
import Database from "better-sqlite3";
import { Kysely, SqliteAdapter, SqliteDialect } from "kysely";
import type { Schema } from "./schema";

class TransactionalDdlSqliteDialect extends SqliteDialect {
  createAdapter(): SqliteAdapter {
    return new (class extends SqliteAdapter {
      get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}

export function connectSqlite(file: string): Kysely<Schema> {
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return new Kysely<Schema>({ dialect: new TransactionalDdlSqliteDialect({ database }) });
}
