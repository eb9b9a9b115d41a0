/**
 * `npm run serve` (and the end of `npm start`): serves out/ and the API, as server/config.ts
 * reads the environment (HOST defaults to 0.0.0.0: without a CDN in front the server must be
 * reachable from outside; set 127.0.0.1 to keep it local).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { withoutPasswords } from "./logging.ts";

/**
 * After SIGTERM, how long the requests in flight get before their connections are cut (a client
 * stalled mid-body would otherwise hold the stop until its request timeout): well within
 * `docker stop`'s 10 s, leaving time for the e-mail being sent and the database to close.
 */
export const SHUTDOWN_GRACE_MS = 5_000;

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const {
    port,
    host,
    outDir,
    outDirPath,
    api,
    trustProxy,
    logLevel,
    logRequests,
    requestTimeoutMs,
  } = readConfig(env);
  const app = await buildServer({
    outDir: outDirPath,
    api,
    trustProxy,
    logLevel,
    logger: logRequests,
    requestTimeoutMs,
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const url = `http://${shownHost}:${actualPort}`;
  console.log(`Serving ${outDir}/ at ${url}`);

  // Take no new request, answer those in flight, let the outbox finish the e-mail it is sending
  // (server/api/index.ts), close the database, then exit; a second signal does not wait.
  const stop = (signal: NodeJS.Signals) => {
    process.off("SIGINT", stop).off("SIGTERM", stop);
    process.once(signal, () => process.exit(1));
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "the server did not stop cleanly");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", stop).once("SIGTERM", stop);
  return { app, url };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  startServer().catch((error: unknown) => {
    // A start-up error (a setting, the database) never shows a password (server/logging.ts).
    console.error(withoutPasswords(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  });
}
