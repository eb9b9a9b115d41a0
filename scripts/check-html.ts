import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "parse5";
import { elements } from "../builder/csp.ts";

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const root = process.cwd();
const outDir = path.join(root, "out");
const jar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

if (!fs.existsSync(outDir)) {
  console.error("No out/ to check: run `npm run build` first.");
  process.exit(1);
}
const pages = fs
  .readdirSync(outDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort();

/**
 * The page with each `<style>` element's stylesheet blanked, its line breaks kept so that the
 * checker's line numbers are the page's. The checker's CSS messages are set aside below, and
 * reading each page's inlined stylesheet would be two thirds of its time.
 */
function withoutStylesheets(html: string): string {
  const blanks = elements(parse(html, { sourceCodeLocationInfo: true }))
    .filter((element) => element.tagName === "style")
    .map((element) => element.sourceCodeLocation!)
    .filter((location) => location.startTag && location.endTag)
    .map((location) => [location.startTag!.endOffset, location.endTag!.startOffset] as const)
    .reverse();
  return blanks.reduce(
    (page, [start, end]) =>
      page.slice(0, start) + page.slice(start, end).replace(/[^\n]/g, "") + page.slice(end),
    html,
  );
}

const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "check-html-"));
const files = pages.map((page) => {
  const copy = path.join(copyDir, page);
  fs.mkdirSync(path.dirname(copy), { recursive: true });
  fs.writeFileSync(copy, withoutStylesheets(fs.readFileSync(path.join(outDir, page), "utf8")));
  return copy;
});

const vnu = spawnSync(
  "java",
  [
    "-jar",
    jar,
    "--errors-only",
    "--skip-non-html",
    "--no-langdetect",
    "--format",
    "json",
    ...files,
  ],
  { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
fs.rmSync(copyDir, { recursive: true, force: true });
if (vnu.error) {
  console.error(`The Nu HTML checker could not run (${vnu.error.message}): is Java installed?`);
  process.exit(1);
}
let messages: VnuMessage[];
try {
  messages = (JSON.parse(vnu.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  console.error(`The Nu HTML checker's answer was not JSON:\n${vnu.stderr}${vnu.stdout}`);
  process.exit(1);
}

// The checker's CSS grammar predates `@property`, anchor positioning and `margin-trim`: its CSS
// messages (on `style` attributes, the stylesheets being blanked) are not errors of the page.
const errors = messages.filter(
  (message) =>
    (message.type === "error" || message.subType === "fatal") &&
    !message.message.startsWith("CSS:"),
);
for (const error of errors) {
  const page = path.relative(copyDir, decodeURIComponent(new URL(error.url).pathname));
  const file = path.relative(root, path.join(outDir, page));
  const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : "";
  console.error(`${file}:${error.lastLine ?? "?"}: ${error.message}${extract}`);
}
if (errors.length > 0) {
  console.error(`\nThe Nu HTML checker found ${errors.length} errors in ${files.length} pages.`);
  process.exit(1);
}
console.log(`Valid HTML: ${files.length} pages checked by the Nu HTML checker (CSS aside).`);
