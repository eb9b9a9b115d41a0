/**
 * GET /api/health, for load balancers and the Docker HEALTHCHECK: 200 `{ "status": "ok" }` when
 * the database commits a write within 2 seconds (server/db/queries.ts `ping` updates the health
 * row in a transaction, the way every write goes), 503 `{ "status": "unavailable" }` otherwise:
 * a database gone, a full disk, a read-only file. Probes come every few seconds: none is logged,
 * whatever the server's log level; a change of state is, with the database's own error.
 * While the server shuts down, Fastify answers 503 to requests on open connections.
 */
import type { FastifyInstance } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import type { FormsStore } from "../db/store-types.ts";

const TIMEOUT_MS = 2000;

class HealthTimeout extends Error {
  constructor() {
    super(`the database did not commit the health check's write within ${TIMEOUT_MS} ms`);
  }
}

/** Resolves once the write committed; rejects with the database's error or a timeout. */
async function databaseWrites(store: FormsStore): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new HealthTimeout()), TIMEOUT_MS)),
  );
  try {
    await Promise.race([store.write("ping"), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(app: FastifyInstance, store: FormsStore): void {
  let healthy = true;
  app.get(routePath(apiPaths.health), { logLevel: "silent" }, async (_request, reply) => {
    try {
      await databaseWrites(store);
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
