/**
 * Serves the export with nginx until SIGTERM or SIGINT (tests/support/nginx.ts): the web server
 * of Playwright's `nginx` project. NGINX_PORT is where it listens, API_PORT the project's
 * server that answers `/api/` (unset: an export whose API runs elsewhere), OUT_DIR the export (default out).
 */
import { portFromEnv } from "../../server/config.ts";
import { startNginx } from "./nginx.ts";

try {
  const nginx = await startNginx({
    outDir: process.env.OUT_DIR || "out",
    port: portFromEnv(process.env, "NGINX_PORT"),
    apiPort: process.env.API_PORT ? portFromEnv(process.env, "API_PORT") : undefined,
  });
  console.log(`nginx serves the export on ${nginx.url}`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
