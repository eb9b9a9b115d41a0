/**
 * The forms' SQLite database (DESIGN §6): WAL, synchronous=FULL, schema migrated on start.
 *
 * A 2xx means the row is on disk. Committing each request on its own would cost one fsync per
 * request, blocking the event loop; instead a writer thread commits the writes in batches, one
 * transaction (one fsync) per batch, and each caller's promise resolves only after its batch
 * is committed (group commit). Reads (the export) use this thread's connection.
 */
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
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
  /** Records that the message was e-mailed. */
  markForwarded(id: number): Promise<void>;
  subscriptions(): Iterable<Subscription>;
  messages(): Iterable<StoredMessage>;
  /** Waits for the writes in progress, then closes. */
  close(): Promise<void>;
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
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  // Started on the first write: the export command only reads.
  let writer: Writer | undefined;
  const write = <T>(kind: WriteKind, ...args: unknown[]) =>
    (writer ??= startWriter(file)).write<T>(kind, args);

  return {
    subscribe: (email) => write<boolean>("subscribe", email),
    storeMessage: ({ name, email, message }) => write<number>("message", name, email, message),
    markForwarded: (id) => write<boolean>("forwarded", id).then(() => undefined),
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
    close: async () => {
      await writer?.close();
      db.close();
    },
  };
}

type WriteKind = "subscribe" | "message" | "forwarded";
type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

interface PendingWrite {
  kind: WriteKind;
  args: unknown[];
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

interface Writer {
  write<T>(kind: WriteKind, args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * Group commit through the writer thread (server/db-writer.mjs): the writes of one turn of the
 * event loop form a batch, one transaction each; at most two batches are in the worker, and
 * whatever arrives meanwhile waits here and goes in the next.
 */
function startWriter(file: string): Writer {
  const worker = new Worker(new URL("./db-writer.mjs", import.meta.url), {
    workerData: { file },
  });
  let waiting: PendingWrite[] = [];
  /** Batches sent and not yet answered, oldest first (the worker answers in order). */
  const inFlight: PendingWrite[][] = [];
  let idle: (() => void) | undefined;
  let stopped: Error | undefined;
  let scheduled = false;

  const fail = (error: unknown) => {
    for (const entry of [...inFlight.flat(), ...waiting]) entry.reject(error);
    inFlight.length = 0;
    waiting = [];
  };
  worker.on("error", fail);
  worker.on("exit", () => {
    stopped = new Error("The database writer stopped");
    fail(stopped);
    idle?.();
  });
  worker.on("message", (outcomes: Outcome[]) => {
    const batch = inFlight.shift() ?? [];
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) entry.resolve(outcome.value as never);
      else entry.reject(new Error(outcome?.error ?? "No answer from the database writer"));
    });
    send();
  });

  function send(): void {
    if (waiting.length === 0) {
      if (inFlight.length === 0) idle?.();
      return;
    }
    // Two batches at most: one committing, the next queued behind it in the worker, so the
    // worker never waits for this thread; later writes wait here and grow the next batch.
    if (inFlight.length >= MAX_BATCHES_IN_FLIGHT) return;
    const batch = waiting;
    waiting = [];
    inFlight.push(batch);
    worker.postMessage(batch.map(({ kind, args }) => ({ kind, args })));
  }

  return {
    write<T>(kind: WriteKind, args: unknown[]) {
      if (stopped) return Promise.reject(stopped);
      return new Promise<T>((resolve, reject) => {
        waiting.push({ kind, args, resolve: resolve as (value: never) => void, reject });
        // Let the rest of this turn's requests join the batch.
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            send();
          });
        }
      });
    },
    async close() {
      if (inFlight.length > 0 || waiting.length > 0) {
        await new Promise<void>((resolve) => (idle = resolve));
      }
      await worker.terminate();
    },
  };
}
