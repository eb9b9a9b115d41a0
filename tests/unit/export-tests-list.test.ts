/**
 * `npm test` runs the Vitest files that need no export beside the build, which rewrites out/:
 * a file that reads the export (it imports `exportDir`) must be in scripts/test.sh's
 * `export_tests`, which run after it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const unitDir = path.resolve("tests/unit");
// In two parts, or this file would name itself.
const importsExportDir = `from "./support/${"export-dir"}.ts"`;

const listed = fs
  .readFileSync("scripts/test.sh", "utf8")
  .match(/^export_tests=\(([^)]*)\)/m)![1]!
  .split(/\s+/)
  .filter(Boolean)
  .sort();

describe("the unit tests that wait for the build", () => {
  it("are exactly the files that read the export", () => {
    const reading = fs
      .readdirSync(unitDir, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) =>
        fs.readFileSync(path.join(unitDir, file), "utf8").includes(importsExportDir),
      )
      .map((file) => `tests/unit/${file}`)
      .sort();
    expect(reading.length).toBeGreaterThan(0);
    expect(listed).toEqual(reading);
  });
});
