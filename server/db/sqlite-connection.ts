// WAL with synchronous=NORMAL and checkpoints in a worker thread (decision 0030).
import fs from "node:fs";
import Database from "better-sqlite3";
import { Worker } from "node:worker_threads";
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

const WAL_AUTOCHECKPOINT_PAGES = 10000;
const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;
// A 4 KiB page and its 24-byte frame header.
const WAL_FRAME_BYTES = 4096 + 24;
const WAL_BOUND_BYTES = (WAL_AUTOCHECKPOINT_PAGES + 1000) * WAL_FRAME_BYTES;

// Kysely's SQLite adapter would not wrap migrations in a transaction, though SQLite's DDL is
// transactional: a failed upgrade must leave the file as it was.
class TransactionalDdlSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database;
  constructor(database: Database.Database) {
    super({ database: keepingStatements(database) });
    this.#database = database;
  }
  // SQLite rolls back by itself on SQLITE_FULL or SQLITE_IOERR; Kysely's ROLLBACK would then fail
  // and hide the error that says what happened.
  createDriver(): Driver {
    const database = this.#database;
    const checkpoints = new Worker(new URL("./sqlite-checkpoints.ts", import.meta.url), {
      workerData: {
        file: database.name,
        checkpointBytes: WAL_AUTOCHECKPOINT_PAGES * WAL_FRAME_BYTES,
      },
    });
    checkpoints.unref();
    checkpoints.on("error", (error) => console.error("SQLite checkpoints stopped:", error.message));
    return new (class extends SqliteDriver {
      async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (database.inTransaction) await super.rollbackTransaction(connection);
      }
      async destroy(): Promise<void> {
        await checkpoints.terminate();
        await super.destroy();
      }
    })({ database: keepingStatements(database) });
  }
  createAdapter(): SqliteAdapter {
    return new (class extends SqliteAdapter {
      get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}

// Kysely prepares every query it runs; parsing an INSERT again costs more than running it.
function keepingStatements(database: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= 256) statements.clear();
        statements.set(sql, (statement = boundingWal(database, database.prepare(sql))));
      }
      return statement;
    },
  };
}

// The autocheckpoint gives up while the worker's checkpoint holds the lock, and a checkpoint
// never calls the busy handler: a commit past WAL_BOUND_BYTES retries every millisecond.
function boundingWal(
  database: Database.Database,
  statement: Database.Statement,
): Database.Statement {
  if (statement.reader) return statement;
  const run = statement.run.bind(statement);
  const wal = `${database.name}-wal`;
  return Object.assign(statement, {
    run(...parameters: unknown[]) {
      const result = run(...parameters);
      if (
        database.inTransaction ||
        (fs.statSync(wal, { throwIfNoEntry: false })?.size ?? 0) <= WAL_BOUND_BYTES
      ) {
        return result;
      }
      const deadline = Date.now() + 5_000;
      while (
        (database.pragma("wal_checkpoint(RESTART)") as { busy: number }[])[0]?.busy &&
        Date.now() < deadline
      ) {
        Atomics.wait(pause, 0, 0, 1);
      }
      return result;
    },
  });
}

const pause = new Int32Array(new SharedArrayBuffer(4));

export function connectSqlite(file: string): Kysely<Schema> {
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  database.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return new Kysely<Schema>({
    dialect: new TransactionalDdlSqliteDialect(database),
  });
}
