// Decision 0029: a one-page update can still commit on a full disk, so SQLite's free space is
// checked and PostgreSQL gets rows as large as the forms' largest, deleted before the commit.
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactField } from "../../lib/contact-fields.ts";
import { onPostgres } from "../db/database.ts";
import type { Db } from "../db/schema.ts";
import type { DatabaseTarget } from "../db/target.ts";

const TIMEOUT_MS = 2000;

// The largest form write touches at most 32 pages of 4 KiB, in the WAL then in the database file.
export const WRITE_ROOM_BYTES = 2 * 32 * 4096;

// Three-byte characters drawn at random, so that PostgreSQL cannot compress them much.
const largestText = () =>
  Array.from({ length: contactField("message").max! }, () =>
    String.fromCharCode(0x4e00 + Math.floor(Math.random() * 0x5000)),
  ).join("");

const PROBE_ID = -1;
const PROBE_ADDRESS = "health-probe@probe.invalid";

function write(db: Db, probeRows: boolean): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx.updateTable("health").set({ checked_at: at }).where("id", "=", 1).execute();
    if (!probeRows) return;
    await trx
      .insertInto("subscriptions")
      .values({
        id: PROBE_ID,
        email: PROBE_ADDRESS,
        email_key: PROBE_ADDRESS,
        inbox_key: PROBE_ADDRESS,
        status: "pending",
        token_nonce: "health",
        subscribed_at: at,
      })
      .execute();
    await trx
      .insertInto("messages")
      .values({
        id: PROBE_ID,
        name: "health",
        email: PROBE_ADDRESS,
        message: largestText(),
        created_at: at,
      })
      .execute();
    await trx
      .insertInto("outbox")
      .values({
        id: PROBE_ID,
        kind: "contact",
        message_id: PROBE_ID,
        created_at: at,
        next_attempt_at: at,
      })
      .execute();
    await trx.deleteFrom("messages").where("id", "=", PROBE_ID).execute();
    await trx.deleteFrom("subscriptions").where("id", "=", PROBE_ID).execute();
  });
}

async function roomForWrites(file: string): Promise<void> {
  const { bavail, bsize } = await fs.promises.statfs(path.dirname(file));
  const free = bavail * bsize;
  if (free < WRITE_ROOM_BYTES) {
    throw new Error(
      `the database's file system has ${Math.floor(free / 1024)} KiB free, less than the ` +
        `${WRITE_ROOM_BYTES / 1024} KiB a form's write needs: the disk is full`,
    );
  }
}

async function databaseWrites(db: Db, target: DatabaseTarget): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Error(
    `the database did not commit the health check's write within ${TIMEOUT_MS} ms`,
  );
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(reject, TIMEOUT_MS, late);
  });
  const check = async () => {
    if (target.kind === "sqlite") await roomForWrites(target.path);
    await write(db, onPostgres(db));
  };
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(app: FastifyInstance, db: Db, target: DatabaseTarget): void {
  let healthy = true;
  // Probes come every few seconds: only a change of state is logged.
  app.get(routePath(apiPaths.health), { logLevel: "silent" }, async (_request, reply) => {
    try {
      await databaseWrites(db, target);
    } catch (error) {
      if (healthy)
        app.log.error({ err: error }, "health check failed: the database cannot take writes");
      healthy = false;
      return reply.code(503).send({ status: "unavailable" });
    }
    if (!healthy) app.log.warn("health check passes again: the database takes writes");
    healthy = true;
    return reply.send({ status: "ok" });
  });
}
