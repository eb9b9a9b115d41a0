/**
 * GET /api/health, for load balancers and the Docker HEALTHCHECK: 200 `{ "status": "ok" }` when
 * the database would take a form's write, 503 `{ "status": "unavailable" }` otherwise: a database
 * gone, a full disk, a read-only file. Probes come every few seconds: none is logged, whatever
 * the server's log level; a change of state is, with what failed.
 * While the server shuts down, Fastify answers 503 to requests on open connections.
 *
 * A write that commits is not enough proof (docs/decisions/0029-deployment-edges.md): the health
 * row's one-page update fits in room the database already has (SQLite's WAL file, PostgreSQL's
 * table pages) when a new subscription, which needs more, no longer does.
 * - On SQLite the server owns the file system: it must have WRITE_ROOM_BYTES free (statfs) for
 *   the largest write the forms make and the checkpoint that copies it into the database file,
 *   and the health row is updated in a transaction, as every write goes.
 * - On PostgreSQL the disk is the database server's: the probe writes, in one transaction that
 *   commits, the health row and rows as large as the forms' largest (a contact message at the
 *   body limit, a subscription, an outbox row), deleted before the commit. An insert needs the
 *   room a real one would (a table, its TOAST table or an index that must grow), so a full disk
 *   fails it, as a read-only or recovering server fails the update.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { contactField } from "../../lib/contact-fields.ts";
import { onPostgres } from "../db/database.ts";
import type { Db } from "../db/schema.ts";
import type { DatabaseTarget } from "../db/target.ts";

const TIMEOUT_MS = 2000;

/**
 * Free space SQLite needs for a form's write to succeed: the largest (a contact message at the
 * 16 KiB body limit with its outbox row) touches at most 32 pages of 4 KiB (overflow pages, the
 * tables' and indexes' leaves and their parents when one splits), appended to the WAL, then
 * copied by a checkpoint into the database file, which may grow by as many.
 */
export const WRITE_ROOM_BYTES = 2 * 32 * 4096;

/**
 * A stand-in of the largest text a form stores: the longest message, in characters of three
 * bytes in UTF-8 (CJK), drawn at random so that PostgreSQL cannot compress it much.
 */
const largestText = () =>
  Array.from({ length: contactField("message").max! }, () =>
    String.fromCharCode(0x4e00 + Math.floor(Math.random() * 0x5000)),
  ).join("");

/** A row id no form's row has (theirs count up from 1), deleted before the commit. */
const PROBE_ID = -1;
const PROBE_ADDRESS = "health-probe@probe.invalid";

/** The health row updated and, on PostgreSQL, the largest rows written and deleted, in one transaction. */
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
    // The outbox row goes with its message (ON DELETE CASCADE).
    await trx.deleteFrom("messages").where("id", "=", PROBE_ID).execute();
    await trx.deleteFrom("subscriptions").where("id", "=", PROBE_ID).execute();
  });
}

/** Rejects when SQLite's file system has less room than a form's write needs. */
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

/** Resolves once the database would take a form's write; rejects with what fails, or a timeout. */
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
