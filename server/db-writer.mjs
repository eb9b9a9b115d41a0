// @ts-check
/**
 * The forms database's writer, in a worker thread (server/db.ts): each message from the main
 * thread is a batch of writes committed in one transaction (synchronous=FULL, so one fsync),
 * answered only once committed. The fsync happens here, so the main thread keeps reading and
 * parsing requests meanwhile, and those pile up into the next batch (group commit).
 *
 * Plain JavaScript so that it loads in any Node process without a TypeScript loader.
 */
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");

const statements = {
  subscribe: db.prepare(
    "INSERT INTO subscriptions (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING",
  ),
  message: db.prepare(
    "INSERT INTO messages (name, email, message, created_at) VALUES (?, ?, ?, ?)",
  ),
  forwarded: db.prepare("UPDATE messages SET forwarded_at = ? WHERE id = ?"),
};

/** @param {{ kind: string, args: unknown[] }} write */
function run(write) {
  const now = new Date().toISOString();
  const { args } = write;
  switch (write.kind) {
    case "subscribe":
      return statements.subscribe.run(args[0], now).changes === 1;
    case "message":
      return Number(statements.message.run(args[0], args[1], args[2], now).lastInsertRowid);
    case "forwarded":
      return statements.forwarded.run(now, args[0]).changes === 1;
    default:
      throw new Error(`Unknown write ${write.kind}`);
  }
}

const runAll = db.transaction((/** @type {{ kind: string, args: unknown[] }[]} */ writes) =>
  writes.map(run),
);

parentPort?.on("message", (/** @type {{ kind: string, args: unknown[] }[]} */ writes) => {
  try {
    parentPort?.postMessage(runAll(writes).map((value) => ({ ok: true, value })));
  } catch {
    // One bad write must fail only its own request: retry each alone.
    parentPort?.postMessage(
      writes.map((write) => {
        try {
          return { ok: true, value: db.transaction(run)(write) };
        } catch (error) {
          return { ok: false, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
  }
});
