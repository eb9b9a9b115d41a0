/**
 * The forms on SQLite (the default, DATABASE_PATH). A 2xx means the row is on disk.
 * Committing each request on its own would cost one fsync per request; instead a writer
 * thread (server/db/sqlite-writer.ts) commits the writes in batches, one transaction per batch,
 * and each caller's promise resolves only after its batch is committed (group commit). Reads
 * run on this thread's connection: WAL lets them proceed while the writer commits.
 */
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Kysely } from "kysely";
import { migrate } from "./migrations.ts";
import { reads, runQuery, type Reads, type Writes } from "./queries.ts";
import type { Schema } from "./schema.ts";
import { connectSqlite } from "./sqlite-connection.ts";
import type { Outcome, WriteRequest, WriterMessage } from "./sqlite-writer.ts";
import type { FormsStore, QueryArgs, QueryResult } from "./store-types.ts";

export async function openSqlite(file: string): Promise<FormsStore> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = connectSqlite(file);
  try {
    await migrate(db as Kysely<unknown>, "sqlite");
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Started on the first write: the export command only reads.
  let writer: Writer | undefined;
  return {
    kind: "sqlite",
    write: <K extends keyof Writes>(kind: K, ...args: QueryArgs<Writes[K]>) =>
      (writer ??= startWriter(file)).write(kind, args) as Promise<QueryResult<Writes[K]>>,
    read: <K extends keyof Reads>(kind: K, ...args: QueryArgs<Reads[K]>) =>
      runQuery(reads, kind, db as Kysely<Schema>, args) as Promise<QueryResult<Reads[K]>>,
    close: async () => {
      await writer?.close();
      await db.destroy();
    },
  };
}

interface PendingWrite extends WriteRequest {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Writer {
  write(kind: string, args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const MAX_BATCHES_IN_FLIGHT = 2;

/**
 * Group commit through the writer thread: the writes of one turn of the event loop form a
 * batch; at most two batches are in the worker, and whatever arrives meanwhile waits here and
 * goes in the next.
 */
function startWriter(file: string): Writer {
  const worker = new Worker(new URL("./sqlite-writer.ts", import.meta.url), {
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
      if (outcome?.ok) entry.resolve(outcome.value);
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
    worker.postMessage(batch.map(({ kind, args }) => ({ kind, args })) satisfies WriterMessage);
  }

  return {
    write(kind, args) {
      if (stopped) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        waiting.push({ kind, args, resolve, reject });
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
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      worker.postMessage("close" satisfies WriterMessage);
      await exited;
    },
  };
}
