/**
 * SQLite's WAL file (docs/decisions/0030-plain-queries.md): under sustained writes it stays
 * under its bound (the connection's `wal_autocheckpoint` pages and what the last commits add
 * before the next write starts it again, cut back to its `journal_size_limit`), and once the
 * writes stop it is emptied, instead of keeping the size the load gave it until the next write.
 * On the database as the server opens it (server/db/database.ts), its checkpoints' worker
 * included.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database.ts";
import type { Db } from "../../server/db/schema.ts";

const PAGE_BYTES = 4096;
/** A WAL frame: a page and its 24-byte header. */
const FRAME_BYTES = PAGE_BYTES + 24;

/** A pragma's value on the server's connection. */
async function pragma(db: Db, name: string): Promise<number> {
  const { rows } = await sql<Record<string, number>>`PRAGMA ${sql.raw(name)}`.execute(db);
  return Number(Object.values(rows[0]!)[0]);
}

describe("SQLite's WAL", () => {
  let dir: string;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const walBytes = (file: string) =>
    fs.existsSync(`${file}-wal`) ? fs.statSync(`${file}-wal`).size : 0;

  /** The most the WAL may reach: its checkpoint mark, and a few transactions' worth past it. */
  const boundOf = async (db: Db) =>
    (await pragma(db, "wal_autocheckpoint")) * FRAME_BYTES + 2_000 * FRAME_BYTES;

  /** Transactions of some 100 pages each, for twice the bound; the WAL's largest size on the way. */
  async function write(db: Db, file: string, bound: number): Promise<number> {
    const text = "w".repeat(100 * PAGE_BYTES);
    let largest = 0;
    for (let n = 0; n < (2 * bound) / (100 * FRAME_BYTES); n++) {
      await sql`INSERT INTO messages (name, email, message, created_at) VALUES (${`n${n}`}, 'wal@example.com', ${text}, ${new Date().toISOString()})`.execute(
        db,
      );
      if (n % 20 === 0) await sql`DELETE FROM messages`.execute(db);
      largest = Math.max(largest, walBytes(file));
    }
    return largest;
  }

  it("stays under its bound under sustained writes, and is emptied within seconds once they stop", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-wal-"));
    const file = path.join(dir, "site.db");
    db = await openDatabase({ kind: "sqlite", path: file });
    const limit = await pragma(db, "journal_size_limit");
    expect(limit, "a journal_size_limit").toBeGreaterThan(0);
    const bound = await boundOf(db);
    const largest = await write(db, file, bound);
    expect(largest).toBeGreaterThan(limit);
    expect(largest).toBeLessThan(bound);

    // Idle: the checkpoints' worker empties it (a second without writes, then its next tick).
    const deadline = Date.now() + 5_000;
    while (walBytes(file) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(walBytes(file)).toBe(0);
    // Nothing was lost on the way.
    const [count] = (await sql<{ n: number }>`SELECT count(*) AS n FROM messages`.execute(db)).rows;
    expect(Number(count!.n)).toBeGreaterThan(0);
  });

  it("stays under its bound while another connection's checkpoints hold the lock its own needs", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-wal-"));
    const file = path.join(dir, "site.db");
    db = await openDatabase({ kind: "sqlite", path: file });
    // A slow disk's checkpoints, at their worst: one after another, never letting go for long.
    const rival = new Worker(
      `const Database = require("better-sqlite3");
       const db = new Database(${JSON.stringify(file)});
       db.pragma("busy_timeout = 5000");
       const { parentPort } = require("node:worker_threads");
       let stop = false;
       parentPort.on("message", () => { stop = true; });
       (function loop() {
         if (stop) return db.close();
         for (let i = 0; i < 50; i++) db.pragma("wal_checkpoint(PASSIVE)");
         setImmediate(loop);
       })();`,
      { eval: true },
    );
    try {
      const bound = await boundOf(db);
      expect(await write(db, file, bound)).toBeLessThan(bound);
    } finally {
      rival.postMessage("stop");
      await rival.terminate();
    }
  });
});
