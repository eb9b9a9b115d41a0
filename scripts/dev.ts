import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { checkContent } from "../lib/content/check.ts";
import { checkLocales } from "../lib/i18n/check-locales.ts";
import { languages } from "../lib/i18n/languages.ts";
import { localesDir } from "../lib/i18n/copy.ts";
import { copyLocales } from "../builder/place-files.ts";
import { printContentReport, printLocaleReport } from "../builder/locale-report.ts";

const root = process.cwd();
const contentDir = path.join(root, "content");

const publishLocales = () => copyLocales(localesDir, path.join(root, "public", "locales"));

let locales = checkLocales(localesDir);

function report(): void {
  // The content check reads the locale files too: a broken one would be named twice.
  const content = checkContent(root).filter((problem) => !locales.errors.includes(problem));
  const localesOk = printLocaleReport(locales);
  if (printContentReport(content) && localesOk)
    console.log("✓ Copy and content checked: no problem.");
  else console.error("✗ The page that uses a file named above shows the error until it is fixed.");
}

// Editors save in bursts of events (write, rename, chmod): act once the burst is over.
function debounced(action: () => void, ms = 150): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
}

publishLocales();
report();
const onLocales = debounced(() => {
  publishLocales();
  locales = checkLocales(localesDir);
  report();
});
const onContent = debounced(report);
// One watcher per folder: recursive watching is not reliable on every platform Node supports.
for (const lng of languages) fs.watch(path.join(localesDir, lng), onLocales);
fs.watch(contentDir, onContent);

const next = spawn(
  process.execPath,
  [createRequire(import.meta.url).resolve("next/dist/bin/next"), "dev", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
next.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
