import fs from "node:fs";
import path from "node:path";

/**
 * The project's export, out/. A test file that imports this reads what `npm run build` wrote, so
 * `npm test` runs it after the build, not beside it (`export_tests` in scripts/test.sh).
 */
export function exportDir(): string {
  const dir = path.resolve("out");
  if (!fs.existsSync(path.join(dir, "index.html")))
    throw new Error("No export in out/: run `npm run build` first (npm test does).");
  return dir;
}
