/**
 * The SQLite writer, in a worker thread (server/db/sqlite.ts): each message from the main
 * thread is a batch of writes (server/db/queries.ts) committed in one transaction, so one
 * fsync, and answered only once committed. The fsync happens here, so the main thread keeps
 * reading and parsing requests meanwhile, and those pile up into the next batch (group commit).
 */
import { parentPort, workerData } from "node:worker_threads";
import { connectSqlite } from "./sqlite-connection.ts";
import { batchedWrites, runQuery, writes } from "./queries.ts";

export interface WriteRequest {
  kind: string;
  args: unknown[];
}

export type Outcome = { ok: true; value: unknown } | { ok: false; error: string };

const db = connectSqlite((workerData as { file: string }).file);

const batched = batchedWrites as Record<
  string,
  (db: unknown, inputs: unknown[]) => Promise<unknown[]>
>;

/** The writes in order; a run of consecutive writes of a batched kind goes in one call. */
const runAll = (batch: readonly WriteRequest[]) =>
  db.transaction().execute(async (trx) => {
    const values: unknown[] = [];
    for (let start = 0; start < batch.length;) {
      const { kind, args } = batch[start]!;
      const many = batched[kind];
      if (!many) {
        values.push(await runQuery(writes, kind, trx, args));
        start++;
        continue;
      }
      let end = start;
      while (end < batch.length && batch[end]!.kind === kind) end++;
      values.push(
        ...(await many(
          trx,
          batch.slice(start, end).map((write) => write.args[0]),
        )),
      );
      start = end;
    }
    return values;
  });

async function commit(batch: readonly WriteRequest[]): Promise<Outcome[]> {
  try {
    return (await runAll(batch)).map((value) => ({ ok: true, value }));
  } catch {
    // One bad write must fail only its own request: retry each alone.
    const outcomes: Outcome[] = [];
    for (const write of batch) {
      try {
        outcomes.push({ ok: true, value: (await runAll([write]))[0] });
      } catch (error) {
        outcomes.push({ ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return outcomes;
  }
}

/** A batch of writes, or the main thread's last message: close the database and end. */
export type WriterMessage = WriteRequest[] | "close";

// Batches are committed in the order they came, and answered in that order. The database is
// closed before the thread ends: a connection left to the garbage collector after the thread's
// environment is gone aborts the whole process (better-sqlite3 12 on Node 24).
let queue = Promise.resolve();
parentPort?.on("message", (message: WriterMessage) => {
  queue = queue.then(async () => {
    if (message === "close") {
      await db.destroy();
      parentPort?.close();
      return;
    }
    parentPort?.postMessage(await commit(message));
  });
});
