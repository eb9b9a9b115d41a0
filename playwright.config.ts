import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://127.0.0.1:${port}`;
// The mail catcher (tests/support/mail-catcher.ts): SMTP for the site's server, HTTP for the tests.
const mailPorts = { smtp: port + 1, http: port + 2 };
process.env.MAIL_CATCHER_URL = `http://127.0.0.1:${mailPorts.http}`;

/**
 * End-to-end tests run in Debian's Chromium against the exported site served by the
 * project's own server (built beforehand by `npm test`), which sends its e-mails (double
 * opt-in) to a real SMTP server the tests read.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: origin,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node --import tsx tests/support/mail-catcher.ts`,
      url: `${process.env.MAIL_CATCHER_URL}/messages`,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(mailPorts.smtp),
        MAIL_CATCHER_HTTP_PORT: String(mailPorts.http),
      },
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx server/main.ts`,
      url: `${origin}/`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: "test-results/e2e.db",
        RATE_LIMIT_PER_MINUTE: "0",
        SMTP_URL: `smtp://127.0.0.1:${mailPorts.smtp}`,
        // The links in the e-mails point at this server.
        NEXT_PUBLIC_SITE_URL: origin,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
