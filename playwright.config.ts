import fs from "node:fs";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { readApiOrigin } from "./builder/api-origin.ts";
import { chromiumArgs, chromiumPath, headlessShellPath } from "./tests/support/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";

// Free ports, chosen once by the runner: workers load this file again and inherit them, and
// several checkouts can run their tests at once.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_NGINX_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
process.env.E2E_GITHUB_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const nginxPort = Number(process.env.E2E_NGINX_PORT);
const origin = `http://127.0.0.1:${port}`;
// The server's database, which tests read to check what a form stored (tests/e2e/helpers.ts).
process.env.E2E_DATABASE_PATH ??= "test-results/e2e.db";
// The mail catcher (tests/support/mail-catcher.ts): SMTP for the site's server, HTTP for the tests.
process.env.MAIL_CATCHER_URL = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}`;
// The browser editor's GitHub sign-in: the server's OAuth app, and a stand-in for GitHub's two
// OAuth endpoints (tests/support/github-stand-in.ts).
const githubStandIn = `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`;
const oauthApp = { id: "Iv1.e2e-stand-in", secret: "e2e-client-secret-of-forty-characters..." };

const desktopChrome = { ...devices["Desktop Chrome"], channel: undefined };
// The full browser, for the project with the pages and the API apart (decision 0039).
const fullChromium = { launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] } };

/**
 * The pages on one origin and the API on another (tests/e2e/api-origin.spec.ts): the copy of
 * the export `npm test` points at another origin (`npm run api-origin -- <origin> --to
 * out-api-origin`, scripts/test.sh), whose pages name the origin their forms call, served by
 * nginx with no /api route; the API started alone on that origin for pages on nginx's. Without
 * that copy, the project is left out (and says so).
 */
const apiOriginExport = "out-api-origin";
const apiOrigin = fs.existsSync(`${apiOriginExport}/index.html`)
  ? readApiOrigin(apiOriginExport) || undefined
  : undefined;
if (apiOrigin === undefined) {
  console.warn(`No ${apiOriginExport}/ (scripts/test.sh writes it): api-origin.spec.ts not run.`);
}
process.env.E2E_PAGES_PORT ??= String(await freePort());
process.env.E2E_API_ORIGIN_DATABASE_PATH ??= "test-results/e2e-api-origin.db";
if (apiOrigin) process.env.E2E_API_ORIGIN = apiOrigin;
const pagesOrigin = `http://127.0.0.1:${process.env.E2E_PAGES_PORT}`;
const apiOriginProject: PlaywrightTestConfig["projects"] = apiOrigin
  ? [
      {
        name: "api-origin",
        use: { ...desktopChrome, ...fullChromium, baseURL: pagesOrigin },
        testMatch: "api-origin.spec.ts",
      },
    ]
  : [];
const apiOriginServers: PlaywrightTestConfig["webServer"] = apiOrigin
  ? [
      {
        command: "node server/main.ts",
        url: `${apiOrigin}/api/health`,
        env: {
          PORT: new URL(apiOrigin).port,
          HOST: "127.0.0.1",
          OUT_DIR: apiOriginExport,
          DATABASE_PATH: process.env.E2E_API_ORIGIN_DATABASE_PATH,
          RATE_LIMIT_PER_MINUTE: "0",
          SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
          NEXT_PUBLIC_SITE_URL: pagesOrigin,
          NEXT_PUBLIC_API_ORIGIN: apiOrigin,
        },
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        command: `node --import tsx tests/support/serve-nginx.ts`,
        url: `${pagesOrigin}/`,
        env: { NGINX_PORT: String(process.env.E2E_PAGES_PORT), OUT_DIR: apiOriginExport },
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        reuseExistingServer: false,
        timeout: 60_000,
      },
    ]
  : [];

/**
 * End-to-end tests run in Debian's Chromium against the exported site served by the
 * project's own server (built beforehand by `npm test`), which sends its e-mails (double
 * opt-in) to a real SMTP server the tests read and signs the browser editor in through a stand-in
 * for GitHub's OAuth endpoints (project `chromium`: every spec but the three below). Project
 * `nginx` runs the tests tagged @nginx, those that could differ behind nginx with the build's
 * snippet, as a deployment serves it (nginx.spec.ts: the same answers URL by URL, and the forms
 * through its proxy; the language redirects; layout under its chunks; the editor's files).
 * Project `api-origin` runs api-origin.spec.ts, project `dev-preview` the development server.
 * docs/development.md says where a new spec goes.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Half again as many workers as cores, in CI or not (Playwright's default is half of them):
  // a browser test spends part of its time waiting (a slowed network, network idle, a mail),
  // and a third worker on two cores fills it.
  workers: "150%",
  retries: 0,
  // For people, and for scripts/test-timings.ts: each test's seconds.
  reporter: [["list"], ["json", { outputFile: "test-reports/playwright.json" }]],
  // Generous: the machine may be shared, and a slow run is not a failure (speed is the
  // bench's); a test that hangs still ends.
  timeout: 60_000,
  // Likewise for each assertion's wait (Playwright's default is 5 s): a link followed in place on
  // a phone over slow 4G (tests/e2e/first-paint.spec.ts) is two round trips and a render at a
  // quarter of the CPU, up to 5.3 s with both cores busy.
  expect: { timeout: 15_000 },
  use: {
    baseURL: origin,
    launchOptions: { executablePath: headlessShellPath, args: [...chromiumArgs] },
    trace: "off",
  },
  projects: [
    // `npm run dev` in a copy of the repository (the spec starts and stops it). First: its one
    // long serial run (the preview compiling each page) then overlaps the other projects'.
    { name: "dev-preview", use: desktopChrome, testMatch: "dev-preview.spec.ts" },
    {
      name: "chromium",
      use: desktopChrome,
      testIgnore: ["nginx.spec.ts", "dev-preview.spec.ts", "api-origin.spec.ts"],
    },
    {
      name: "nginx",
      use: { ...desktopChrome, baseURL: `http://127.0.0.1:${nginxPort}` },
      testIgnore: ["dev-preview.spec.ts", "api-origin.spec.ts"],
      grep: /@nginx/,
    },
    ...apiOriginProject,
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/mail-catcher.ts`,
      url: `${process.env.MAIL_CATCHER_URL}/messages`,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(process.env.E2E_SMTP_PORT),
        MAIL_CATCHER_HTTP_PORT: String(process.env.E2E_MAIL_PORT),
      },
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tests/support/github-stand-in.ts`,
      url: `${githubStandIn}/`,
      env: {
        GITHUB_STAND_IN_PORT: String(process.env.E2E_GITHUB_PORT),
        GITHUB_STAND_IN_CLIENT_ID: oauthApp.id,
        GITHUB_STAND_IN_CLIENT_SECRET: oauthApp.secret,
      },
      reuseExistingServer: false,
    },
    {
      command: "node server/main.ts",
      url: `${origin}/`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: process.env.E2E_DATABASE_PATH,
        RATE_LIMIT_PER_MINUTE: "0",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // Contact requests are forwarded to sales (tests/e2e/contact-request.spec.ts reads them).
        CONTACT_TO: "sales@epiderma.example",
        // The links in the e-mails and the editor's sign-in callback point at this server.
        NEXT_PUBLIC_SITE_URL: origin,
        // nginx (the `nginx` project) is the one proxy in front, on this machine.
        TRUST_PROXY: "loopback",
        CMS_GITHUB_CLIENT_ID: oauthApp.id,
        CMS_GITHUB_CLIENT_SECRET: oauthApp.secret,
        CMS_GITHUB_URL: githubStandIn,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // tests/support/nginx.ts: out/nginx.conf in a temporary server block, /api/ to the server above.
      command: `node --import tsx tests/support/serve-nginx.ts`,
      url: `http://127.0.0.1:${nginxPort}/`,
      env: { NGINX_PORT: String(nginxPort), API_PORT: String(port) },
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...apiOriginServers,
  ],
});
