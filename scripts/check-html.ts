import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

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
const files = fs
  .readdirSync(outDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort()
  .map((file) => path.join(outDir, file));

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

// The checker's CSS grammar predates `@property`, anchor positioning and `margin-trim`.
const errors = messages.filter(
  (message) =>
    (message.type === "error" || message.subType === "fatal") &&
    !message.message.startsWith("CSS:"),
);
for (const error of errors) {
  const file = path.relative(root, decodeURIComponent(new URL(error.url).pathname));
  const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : "";
  console.error(`${file}:${error.lastLine ?? "?"}: ${error.message}${extract}`);
}
if (errors.length > 0) {
  console.error(`\nThe Nu HTML checker found ${errors.length} errors in ${files.length} pages.`);
  process.exit(1);
}
console.log(`Valid HTML: ${files.length} pages checked by the Nu HTML checker (CSS aside).`);
