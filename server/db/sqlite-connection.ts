/**
 * A Kysely handle on the SQLite file, configured the same way in both threads: WAL (readers
 * never wait for the writer), synchronous=FULL (a commit is on disk), foreign keys enforced as
 * on PostgreSQL. Migrations run in one transaction (Kysely's SQLite adapter would not wrap
 * them, though SQLite's DDL is transactional), so a failed upgrade leaves the file as it was.
 */
import Database from "better-sqlite3";
import {
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
} from "kysely";
import type { Schema } from "./schema.ts";

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…): the
 * ROLLBACK Kysely then sends fails with "cannot rollback - no transaction is active", and that
 * error would replace the one that says what happened ("database or disk is full").
 */
class RollbackOnceDriver extends SqliteDriver {
  readonly #database: Database.Database;
  constructor(database: Database.Database) {
    super({ database: keepingStatements(database) });
    this.#database = database;
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction) await super.rollbackTransaction(connection);
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database;
  constructor(database: Database.Database) {
    super({ database: keepingStatements(database) });
    this.#database = database;
  }
  createDriver(): Driver {
    return new RollbackOnceDriver(this.#database);
  }
  createAdapter(): SqliteAdapter {
    return new (class extends SqliteAdapter {
      get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}

/** Distinct SQL texts kept prepared; the forms' queries have a few dozen shapes. */
const MAX_STATEMENTS = 256;

/**
 * better-sqlite3 keeping its prepared statements: Kysely prepares every query it runs, and
 * parsing the same SQL again costs about as much as running it (it halves the writer's speed).
 */
function keepingStatements(database: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function connectSqlite(file: string): Kysely<Schema> {
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return new Kysely<Schema>({
    dialect: new TransactionalDdlSqliteDialect(database),
  });
}
