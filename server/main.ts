import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { withoutPasswords } from "./logging.ts";

// Within `docker stop`'s 10 s, leaving time for the e-mail being sent and the database to close.
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

  // A second signal does not wait.
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
    console.error(withoutPasswords(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  });
}
