/**
 * GET /api/health, for load balancers and the Docker HEALTHCHECK: 200 `{ "status": "ok" }`
 * when the database answers within 2 seconds, the way writes go (server/db/queries.ts `ping`),
 * 503 `{ "status": "unavailable" }` otherwise. Probes come every few seconds: none is logged, whatever the server's log level.
 * While the server shuts down, Fastify answers 503 to requests on open connections.
 */
import type { FastifyInstance } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import type { FormsStore } from "../db/store-types.ts";

const TIMEOUT_MS = 2000;

async function databaseAnswers(store: FormsStore): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, TIMEOUT_MS, false)));
  try {
    return await Promise.race([store.write("ping").then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoute(app: FastifyInstance, store: FormsStore): void {
  app.get(routePath(apiPaths.health), { logLevel: "silent" }, async (_request, reply) =>
    (await databaseAnswers(store))
      ? reply.send({ status: "ok" })
      : reply.code(503).send({ status: "unavailable" }),
  );
}
