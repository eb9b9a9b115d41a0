import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cspViolations } from "./helpers.ts";

/**
 * The browser editor at /admin (Sveltia CMS, docs/decisions/0026-browser-editor.md), in Chromium
 * against the export on the project's server (nginx serves the same bytes: nginx.spec.ts). The editor edits a copy of the repository's files
 * through its "Work with Local Repository" mode: the File System Access API's folder picker,
 * which Playwright cannot answer, is replaced by the browser's private file system (OPFS)
 * holding a copy of locales/ and content/, and each saved file is read back from there.
 */

/** What the local repository holds: the files the configuration names, and a `.git`. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = { ".git/HEAD": "ref: refs/heads/main\n" };
  for (const dir of ["locales/en", "locales/fr", "content"]) {
    for (const name of fs.readdirSync(dir)) {
      files[`${dir}/${name}`] = fs.readFileSync(path.join(dir, name), "utf8");
    }
  }
  return files;
}

/** Each line that differs, as `git diff` would pair them (the files keep their line count). */
function changedLines(before: string, after: string): { before: string; after: string }[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length, "line count").toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [{ before: line, after: b[i]! }]));
}

async function readRepositoryFile(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    let dir = await navigator.storage.getDirectory();
    const parts = file.split("/");
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
  }, file);
}

/** The editor on a local copy of the repository, signed in to it, showing an entry. */
async function openOnLocalCopy(
  page: Page,
  files: Record<string, string>,
  entry: string,
): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() });
  });
  await page.goto("/admin");
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    for (const [file, text] of Object.entries(files)) {
      let dir = root;
      const parts = file.split("/");
      for (const part of parts.slice(0, -1))
        dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (
        await dir.getFileHandle(parts.at(-1)!, { create: true })
      ).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await expect(page.getByRole("button", { name: "Show Account Menu" })).toHaveText(/Local/);
  await page.goto(`/admin#/collections/${entry}`);
}

/**
 * Saves the entry; once the file has changed, its changed lines. A read that meets the editor's
 * write in progress (NotReadableError: the file changed under it) counts as "not yet".
 */
async function saveAndDiff(page: Page, files: Record<string, string>, file: string) {
  await page.getByRole("button", { name: "Save" }).click();
  let saved = files[file]!;
  await expect
    .poll(async () => (saved = await readRepositoryFile(page, file).catch(() => files[file]!)))
    .not.toBe(files[file]);
  return changedLines(files[file]!, saved);
}

/** The text input of a field in one language's pane (`[lang]` tells English from French). */
const input = (page: Page, keyPath: string, lang: "en" | "fr") =>
  page.locator(`section[data-key-path="${keyPath}"] :is(input, textarea)[lang="${lang}"]`);

// Behind nginx too (@nginx): its files go out with the types of nginx's own mime.types.
test(
  "/admin loads the editor from this origin alone, nothing refused, out of search engines",
  { tag: "@nginx" },
  async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      // blob: URLs are made in the page (their origin is the page's); data: ones ask no one.
      if (!url.startsWith("data:") && new URL(url).origin !== origin) elsewhere.push(url);
    });
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) fonts.push(`${response.status()} ${response.url()}`);
    });
    const refused = await cspViolations(page);
    page.on("pageerror", (error) => refused.push(`page error: ${error.message}`));

    const response = await page.goto("/admin");
    expect(response!.status()).toBe(200);
    expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // The sign-in popup must be able to answer its opener.
    expect(response!.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    // Ours, first in the page; Sveltia CMS adds its own noindex once it runs.
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /connect-src 'self' https:\/\/api\.github\.com data:;/,
    );

    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Sign In with \W*GitHub/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Its fonts are ours: copied from the package beside the bundle.
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(new RegExp(`^200 ${origin}/admin/assets/`));
    expect(elsewhere).toEqual([]);
    expect(refused).toEqual([]);
  },
);

test("a French text changed in the editor is that one line of its locale file, French typography included", async ({
  page,
}) => {
  const files = repositoryFiles();
  await openOnLocalCopy(page, files, "copy-common/entries/common");
  const english = input(page, "tagline", "en");
  await expect(english).toHaveValue(JSON.parse(files["locales/en/common.json"]!).tagline);
  // Typed with an ordinary space before "!": saved with the narrow no-break space French needs.
  await input(page, "tagline", "fr").fill("La science de la peau, mesurée avec soin !");

  expect(await saveAndDiff(page, files, "locales/fr/common.json")).toEqual([
    {
      before: `  "tagline": ${JSON.stringify(JSON.parse(files["locales/fr/common.json"]!).tagline)},`,
      after: '  "tagline": "La science de la peau, mesurée avec soin\u202f!",',
    },
  ]);
  expect(await readRepositoryFile(page, "locales/en/common.json")).toBe(
    files["locales/en/common.json"],
  );
});

test("a French text that drops a placeholder of the English is refused, with a message", async ({
  page,
}) => {
  const files = repositoryFiles();
  await openOnLocalCopy(page, files, "copy-common/entries/common");
  const french = input(page, "logoLabel", "fr");
  await expect(french).toHaveValue(/\{\{company\}\}/);
  await french.fill("Accueil");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(french).toHaveAttribute("aria-invalid", "true");
  const message = "Keep {{company}} as written: the site puts its value there.";
  const errorId = await french.getAttribute("aria-errormessage");
  // (after its icon, a ligature whose text is "error")
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(message);
  // Nothing was written.
  expect(await readRepositoryFile(page, "locales/fr/common.json")).toBe(
    files["locales/fr/common.json"],
  );
});

test("a fact filled in on the security page's data is one line; the facts still unknown stay null", async ({
  page,
}) => {
  const files = repositoryFiles();
  await openOnLocalCopy(page, files, "content-compliance/entries/compliance");
  await page.locator('section[data-key-path="hosting.provider"] input').fill("OVHcloud");

  expect(await saveAndDiff(page, files, "content/compliance.json")).toEqual([
    { before: '    "provider": null,', after: '    "provider": "OVHcloud",' },
  ]);
});

test("signing in with GitHub goes through the project's server and hands the token to the editor", async ({
  page,
  context,
}) => {
  // GitHub's API is not reachable from the tests: its first call is answered here, and shows
  // the token the editor got.
  const authorizations: string[] = [];
  await context.route("https://api.github.com/**", (route) => {
    authorizations.push(route.request().headers()["authorization"] ?? "");
    return route.fulfill({ status: 401, json: { message: "Bad credentials" } });
  });
  await page.goto("/admin");
  // Both listened for before the click: the popup may post and close before the test gets hold
  // of it.
  const popup = page.waitForEvent("popup");
  const postedBack = context.waitForEvent(
    "request",
    (request) => request.method() === "POST" && request.url().endsWith("/api/cms/callback"),
  );
  await page.getByRole("button", { name: /Sign In with \W*GitHub/ }).click();
  // The popup goes to /api/cms/auth (its key into the tab's sessionStorage), the GitHub
  // stand-in (playwright.config.ts), back to /api/cms/callback, posts the code with that key,
  // answers the editor's message and closes.
  const signIn = await popup;
  await expect.poll(() => signIn.isClosed()).toBe(true);
  const fields = new URLSearchParams((await postedBack).postData() ?? "");
  expect(fields.get("key")).toMatch(/^[\w-]{43}$/);
  await expect.poll(() => authorizations[0]).toMatch(/^token gho_[0-9a-f]{24}$/);
});
