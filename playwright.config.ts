import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests run in Debian's Chromium against the exported site served by the
 * project's own server (built beforehand by `npm test`).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: "test-results/e2e.db",
      RATE_LIMIT_PER_MINUTE: "0",
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
