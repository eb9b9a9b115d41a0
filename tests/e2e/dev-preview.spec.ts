import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../support/free-port.ts";

/**
 * The marketers' preview (`npm run dev`, scripts/dev.ts) in a copy of the repository, so the
 * tests edit copy and content without touching tracked files: the export's URLs, an edit
 * shown on the next reload in both languages without a restart, an approved testimonial
 * appearing, and a broken file named in the browser and the terminal. The dev server compiles
 * each page on first request: slow on a busy machine, so timeouts are generous and nothing is
 * timed.
 */
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ locale: "en-GB", navigationTimeout: 180_000 });

const root = process.cwd();
/**
 * Not copied: what the preview does not read, and the lockfile, so that Turbopack takes the
 * repository as its root and resolves `next` from the repository's node_modules.
 */
const skipped = new Set([
  ".git",
  ".next",
  "node_modules",
  "out",
  "test-results",
  "playwright-report",
  "data",
  "bench",
  "docs",
  "tests",
  "package-lock.json",
]);

let dir: string;
let origin: string;
let server: ChildProcess;
let log = "";

test.beforeAll(async () => {
  fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
  dir = fs.mkdtempSync(path.join(root, "test-results", "dev-preview-"));
  for (const entry of fs.readdirSync(root).filter((name) => !skipped.has(name)))
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => source !== path.join(root, "public", "locales"),
    });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so the dev server and its workers stop together.
  server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/dev.ts", "--port", String(port), "--hostname", "127.0.0.1"],
    { cwd: dir, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  await expect
    .poll(() => log, { timeout: 120_000, message: "the dev server starts" })
    .toContain("Ready");
});

/** Signals the dev server's whole process group; false once nothing is left in it. */
function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, name);
    return true;
  } catch {
    return false;
  }
}

test.afterAll(async () => {
  const pid = server?.pid;
  if (pid && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    signal(pid, "SIGTERM");
    const timer = setTimeout(() => signal(pid, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  }
  // Next's workers may outlive the script that started them: none may write into the copy
  // while it is removed.
  if (pid) signal(pid, "SIGKILL");
  if (dir) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any file's JSON, edited at will
type Json = any;

/** Edits a JSON file of the copy of the repository. */
function edit(file: string, change: (data: Json) => void): void {
  const full = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(full, "utf8"));
  change(data);
  fs.writeFileSync(full, JSON.stringify(data, null, 2));
}

/**
 * Waits until Next's error overlay shows `text`. It shows one issue at a time, and a page
 * that fails to render also logs React's warning about the layout's inline head script.
 */
async function overlayShows(page: Page, text: string | RegExp) {
  const next = page.locator("[data-nextjs-dialog-error-next]");
  await expect(async () => {
    if (await page.getByText(text).first().isVisible()) return;
    // isEnabled() would wait for a "next" button that a single issue never shows.
    if ((await next.count()) > 0 && (await next.isEnabled())) await next.click();
    throw new Error(`The error overlay does not show ${text} yet`);
  }).toPass({ timeout: 120_000 });
}

async function open(page: Page, urlPath: string) {
  const response = await page.goto(origin + urlPath);
  expect(response?.status(), urlPath).toBe(200);
}

test("serves the export's URLs: English at the root, French under /fr, the locale files", async ({
  page,
  request,
}) => {
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await open(page, "/pricing");
  await expect(page.locator("h1")).toHaveText("Pricing per panellist, per month");
  await open(page, "/fr/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const bundle = await request.get(`${origin}/locales/fr/products.json`);
  expect(bundle.status()).toBe(200);
  expect((await bundle.json()).pixel.name).toBe("pixel");
});

test("shows an edit of the copy on the next reload, in both languages, without a restart", async ({
  page,
  request,
}) => {
  await open(page, "/fr");
  const before = await page.locator("h1").innerText();
  edit("locales/fr/home.json", (home) => (home.hero.title = "Un titre changé dans l’aperçu"));
  edit("locales/en/home.json", (home) => (home.hero.title = "A title changed in the preview"));

  await page.reload();
  await expect(page.locator("h1")).toHaveText("Un titre changé dans l’aperçu");
  expect(before).not.toBe("Un titre changé dans l’aperçu");
  await open(page, "/");
  await expect(page.locator("h1")).toHaveText("A title changed in the preview");
  // The browser's own copy, for the namespaces it loads over HTTP, follows too.
  await expect
    .poll(
      async () => (await (await request.get(`${origin}/locales/fr/home.json`)).json()).hero.title,
    )
    .toBe("Un titre changé dans l’aperçu");
});

test("shows a testimonial once content/testimonials.json marks it approved", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByText("Marcus Webb")).toHaveCount(0);
  edit("content/testimonials.json", (file) =>
    Object.assign(file.testimonials[1], { approved: true, source: "Interview, 3 March 2026" }),
  );
  await page.reload();
  const section = page.getByRole("region", { name: "What study teams say" });
  await expect(section.getByRole("listitem")).toHaveCount(1);
  await expect(section).toContainText("Marcus Webb");
  await expect(section).not.toContainText("Claire Dubois");
});

test("names a broken file and key in the browser and the terminal, and recovers once fixed", async ({
  page,
}) => {
  const file = path.join(dir, "locales/fr/home.json");
  const good = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, good.slice(0, good.length / 2));
  await page.goto(`${origin}/fr`);
  await overlayShows(page, /locales\/fr\/home\.json: invalid JSON/);
  await expect.poll(() => log).toMatch(/locales\/fr\/home\.json: invalid JSON/);
  fs.writeFileSync(file, good);
  await open(page, "/fr");
  await expect(page.locator("h1")).toHaveText(JSON.parse(good).hero.title);

  edit("content/distributors.json", (data) => (data.distributors[3].country = "XX"));
  await page.goto(`${origin}/distributors`);
  const problem = 'content/distributors.json: distributors[3].country: not an ISO 3166 code ("XX")';
  await overlayShows(page, problem);
  await expect.poll(() => log).toContain(problem);
});
