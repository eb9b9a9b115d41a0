/**
 * GET /api/health, for load balancers and the Docker HEALTHCHECK: 200 `{ "status": "ok" }` when
 * the database commits a write within 2 seconds (`ping` updates the health row in a
 * transaction, the way every write goes), 503 `{ "status": "unavailable" }` otherwise:
 * a database gone, a full disk, a read-only file. Probes come every few seconds: none is logged,
 * whatever the server's log level; a change of state is, with the database's own error.
 * While the server shuts down, Fastify answers 503 to requests on open connections.
 */
import type { FastifyInstance } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import type { Db } from "../db/schema.ts";

const TIMEOUT_MS = 2000;

/**
 * The health row updated in a transaction, as every write goes, so it fails when writes would:
 * a full disk, a read-only file or a server that refuses writes, not only a database gone.
 */
function ping(db: Db): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("health")
      .set({ checked_at: new Date().toISOString() })
      .where("id", "=", 1)
      .execute();
  });
}

/** Resolves once the write committed; rejects with the database's error or a timeout. */
async function databaseWrites(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Error(
    `the database did not commit the health check's write within ${TIMEOUT_MS} ms`,
  );
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(reject, TIMEOUT_MS, late);
  });
  try {
    await Promise.race([ping(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(app: FastifyInstance, db: Db): void {
  let healthy = true;
  app.get(routePath(apiPaths.health), { logLevel: "silent" }, async (_request, reply) => {
    try {
      await databaseWrites(db);
    } catch (error) {
      if (healthy)
        app.log.error({ err: error }, "health check failed: the database refused a write");
      healthy = false;
      return reply.code(503).send({ status: "unavailable" });
    }
    if (!healthy) app.log.warn("health check passes again: the database takes writes");
    healthy = true;
    return reply.send({ status: "ok" });
  });
}
