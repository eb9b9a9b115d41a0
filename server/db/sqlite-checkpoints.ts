/**
 * The SQLite file's checkpoints, in a worker thread on a connection of its own (started by
 * sqlite-connection.ts): copying the WAL into the database file ends with fsyncs, and on a busy
 * disk one takes from a millisecond to hundreds. Run by the commit that crosses SQLite's
 * 1,000-page mark, as by default, it would hold the server's thread and every request in flight
 * (the bench's p99). PASSIVE never waits for the server's writes nor makes them wait. Under a
 * steady stream of writes it rarely catches up with the last one, which the WAL needs to start
 * again from its beginning: the server's own commit still checkpoints past its
 * `wal_autocheckpoint` pages, by then with little left to copy, and the next write starts the
 * WAL again, cut back to its size limit (sqlite-connection.ts). Past that mark this worker
 * stands aside: its checkpoint would hold the lock the server's needs, which then gives up
 * (PASSIVE) and lets the WAL grow on until the next commit tries again.
 *
 * Once the WAL is wholly copied and nothing was written for IDLE_MS, a TRUNCATE checkpoint
 * empties the file: without it, the WAL would keep the size it reached under load until the
 * next write (docs/decisions/0030-plain-queries.md). It waits for nobody (busy timeout 0): a
 * reader or a writer at that moment makes it try again on a later tick.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import { workerData } from "node:worker_threads";

const INTERVAL_MS = 200;
const IDLE_MS = 1_000;

const { file, checkpointBytes } = workerData as { file: string; checkpointBytes: number };
const database = new Database(file);
database.pragma("busy_timeout = 5000");

/** Frames in the WAL at the last tick, and since when. */
let frames = -1;
let since = Date.now();

setInterval(() => {
  if ((fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > checkpointBytes) {
    frames = -1;
    return;
  }
  const [result] = database.pragma("wal_checkpoint(PASSIVE)") as {
    log: number;
    checkpointed: number;
  }[];
  const now = Date.now();
  if (result?.log !== frames) {
    frames = result?.log ?? -1;
    since = now;
    return;
  }
  if (frames > 0 && result.checkpointed === frames && now - since >= IDLE_MS) {
    database.pragma("busy_timeout = 0");
    try {
      database.pragma("wal_checkpoint(TRUNCATE)");
    } catch (error) {
      // Busy: someone reads or writes; a later tick tries again.
      if (!/^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? "")) throw error;
    } finally {
      database.pragma("busy_timeout = 5000");
    }
  }
}, INTERVAL_MS);
