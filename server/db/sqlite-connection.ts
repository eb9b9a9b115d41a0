/**
 * A Kysely handle on the SQLite file: WAL (readers never wait for the writer), synchronous=NORMAL
 * (a commit is in the WAL file when it returns, so it survives the process being killed; only a
 * power loss can take the last commits back: docs/decisions/0030-plain-queries.md), checkpoints
 * in a thread of their own (sqlite-checkpoints.ts), foreign keys enforced as on PostgreSQL, the
 * statements Kysely prepares kept. Migrations run in one transaction (Kysely's SQLite adapter
 * would not wrap them, though SQLite's DDL is transactional), so a failed upgrade leaves the file
 * as it was.
 */
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

/**
 * The WAL's bounds (docs/decisions/0030-plain-queries.md): a commit that leaves more than
 * WAL_AUTOCHECKPOINT_PAGES pages in it checkpoints (what the worker of sqlite-checkpoints.ts has not
 * copied yet), and the next write starts the WAL again from its beginning, cutting the file back
 * to WAL_SIZE_LIMIT_BYTES if it grew past it; idle, the worker empties it. That checkpoint gives
 * up while the worker's own holds the lock (a slow disk's fsync), so a commit that leaves the file
 * past WAL_BOUND_BYTES waits for it and restarts the WAL.
 */
const WAL_AUTOCHECKPOINT_PAGES = 10000;
const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;
/** A WAL frame: a 4 KiB page and its 24-byte header. */
const WAL_FRAME_BYTES = 4096 + 24;
const WAL_BOUND_BYTES = (WAL_AUTOCHECKPOINT_PAGES + 1000) * WAL_FRAME_BYTES;

class TransactionalDdlSqliteDialect extends SqliteDialect {
  readonly #database: Database.Database;
  constructor(database: Database.Database) {
    super({ database: keepingStatements(database) });
    this.#database = database;
  }
  /**
   * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR…): the
   * ROLLBACK Kysely then sends fails with "cannot rollback - no transaction is active", and that
   * error would replace the one that says what happened ("database or disk is full").
   */
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

/**
 * better-sqlite3 keeping the statements it prepared, by SQL text: Kysely prepares every query it
 * runs, and parsing a subscription's INSERT again costs more than running it. The queries have a
 * few dozen shapes; their parameters are bound anew at each run.
 */
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

/**
 * A write that commits (on its own, or the COMMIT itself) holds the WAL to WAL_BOUND_BYTES. A
 * checkpoint finds another one's lock taken without calling the busy handler, so it tries again
 * every millisecond for as long as the worker's takes.
 */
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
