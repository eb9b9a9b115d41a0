/**
 * The forms' SQLite database (DESIGN §6): WAL, synchronous=FULL, schema migrated on start.
 *
 * A 2xx means the row is on disk. Committing each request on its own would cost one fsync per
 * request; instead writes that arrive in the same turn of the event loop are committed together
 * in one transaction (group commit), and each caller's promise resolves only after that commit.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { ContactMessage } from "../lib/validation";

/** Each entry moves the schema one version up; `PRAGMA user_version` records where it is. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE subscriptions (
     id INTEGER PRIMARY KEY,
     -- Unique whatever the case: NOCASE folds ASCII, and valid addresses are ASCII only.
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     created_at TEXT NOT NULL
   );
   CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     forwarded_at TEXT
   );`,
];

export interface Subscription {
  id: number;
  email: string;
  created_at: string;
}

export interface StoredMessage extends ContactMessage {
  id: number;
  created_at: string;
  forwarded_at: string | null;
}

export interface FormsDatabase {
  /** Resolves once committed: true for a new address, false if it was already subscribed. */
  subscribe(email: string): Promise<boolean>;
  /** Resolves with the new row's id once committed. */
  storeMessage(message: ContactMessage): Promise<number>;
  markForwarded(id: number): void;
  subscriptions(): Iterable<Subscription>;
  messages(): Iterable<StoredMessage>;
  close(): void;
}

export function migrate(db: Database.Database): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next]!);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
}

export function openDatabase(file: string): FormsDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const insertSubscription = db.prepare(
    "INSERT INTO subscriptions (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING",
  );
  const insertMessage = db.prepare(
    "INSERT INTO messages (name, email, message, created_at) VALUES (?, ?, ?, ?)",
  );
  const setForwarded = db.prepare("UPDATE messages SET forwarded_at = ? WHERE id = ?");
  const commit = groupCommit(db);
  const now = () => new Date().toISOString();

  return {
    subscribe: (email) => commit(() => insertSubscription.run(email, now()).changes === 1),
    storeMessage: ({ name, email, message }) =>
      commit(() => Number(insertMessage.run(name, email, message, now()).lastInsertRowid)),
    markForwarded: (id) => void setForwarded.run(now(), id),
    subscriptions: () =>
      db
        .prepare("SELECT id, email, created_at FROM subscriptions ORDER BY id")
        .iterate() as Iterable<Subscription>,
    messages: () =>
      db
        .prepare(
          "SELECT id, name, email, message, created_at, forwarded_at FROM messages ORDER BY id",
        )
        .iterate() as Iterable<StoredMessage>,
    close: () => {
      commit.flush();
      db.close();
    },
  };
}

interface PendingWrite {
  write: () => unknown;
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

/**
 * Queues writes and runs them all in one transaction at the end of the current turn of the
 * event loop. If the transaction fails, every write in it is retried alone, so that one bad
 * write fails only its own request.
 */
function groupCommit(db: Database.Database) {
  let queue: PendingWrite[] = [];
  let scheduled = false;

  const runAll = db.transaction((writes: PendingWrite[]) => writes.map((entry) => entry.write()));

  function flush(): void {
    scheduled = false;
    const writes = queue;
    queue = [];
    if (writes.length === 0) return;
    let results: unknown[];
    try {
      results = runAll(writes);
    } catch {
      for (const entry of writes) {
        try {
          entry.resolve(db.transaction(entry.write)() as never);
        } catch (error) {
          entry.reject(error);
        }
      }
      return;
    }
    writes.forEach((entry, index) => entry.resolve(results[index] as never));
  }

  function commit<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ write, resolve: resolve as (value: never) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
  }
  commit.flush = flush;
  return commit;
}
