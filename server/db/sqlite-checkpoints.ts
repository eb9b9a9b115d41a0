// A checkpoint's fsyncs take up to hundreds of ms on a busy disk: run on the server's thread they
// would stall every request in flight. Past the server's autocheckpoint mark this worker stands
// aside, or its lock would make the server's own checkpoint give up (decision 0030).
import fs from "node:fs";
import Database from "better-sqlite3";
import { workerData } from "node:worker_threads";

const INTERVAL_MS = 200;
const IDLE_MS = 1_000;

const { file, checkpointBytes } = workerData as { file: string; checkpointBytes: number };
const database = new Database(file);
database.pragma("busy_timeout = 5000");

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
      if (!/^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? "")) throw error;
    } finally {
      database.pragma("busy_timeout = 5000");
    }
  }
}, INTERVAL_MS);
