import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleBuildReason } from "../../scripts/start.ts";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A project with one source file and an export stamped at `stampedAt` (seconds). */
function project(stampedAt?: number): { root: string; outDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "start-"));
  roots.push(root);
  const outDir = path.join(root, "out");
  fs.mkdirSync(path.join(root, "app"), { recursive: true });
  fs.mkdirSync(path.join(root, "public", "locales", "en"), { recursive: true });
  fs.mkdirSync(outDir);
  for (const file of ["app/page.tsx", "public/locales/en/common.json", "package.json"]) {
    fs.writeFileSync(path.join(root, file), "x");
  }
  for (const dir of ["app", "public/locales/en", "public/locales", "public", "."]) {
    fs.utimesSync(path.join(root, dir), 1000, 1000);
  }
  for (const file of ["app/page.tsx", "public/locales/en/common.json", "package.json"]) {
    fs.utimesSync(path.join(root, file), 1000, 1000);
  }
  if (stampedAt !== undefined) {
    fs.writeFileSync(path.join(outDir, ".build-stamp"), "2026-01-01T00:00:00.000Z");
    fs.utimesSync(path.join(outDir, ".build-stamp"), stampedAt, stampedAt);
  }
  return { root, outDir };
}

describe("staleBuildReason", () => {
  it("asks for a build when there is no stamp", () => {
    const { root, outDir } = project();
    expect(staleBuildReason(root, outDir)).toBe(`out${path.sep}.build-stamp is missing`);
  });

  it("serves an export newer than every source", () => {
    const { root, outDir } = project(2000);
    expect(staleBuildReason(root, outDir)).toBeUndefined();
  });

  it("rebuilds when a source changed after the build", () => {
    const { root, outDir } = project(2000);
    fs.utimesSync(path.join(root, "app", "page.tsx"), 3000, 3000);
    expect(staleBuildReason(root, outDir)).toBe("sources changed since the last build");
  });

  it("ignores public/locales, which the build itself writes", () => {
    const { root, outDir } = project(2000);
    fs.utimesSync(path.join(root, "public", "locales", "en", "common.json"), 3000, 3000);
    expect(staleBuildReason(root, outDir)).toBeUndefined();
  });
});
