import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readConfig } from "../server/config.ts";
import { startServer } from "../server/main.ts";
import { GENERATED, SOURCES } from "../builder/sources.ts";

function newestChange(entry: string, skip: ReadonlySet<string>): number {
  if (skip.has(entry) || !fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A folder's own time changes when a file is deleted or renamed in it.
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name), skip)),
  );
}

export function staleBuildReason(root: string, outDir: string): string | undefined {
  const stampFile = path.join(outDir, ".build-stamp");
  if (!fs.existsSync(stampFile)) return `${path.relative(root, stampFile)} is missing`;
  const built = fs.statSync(stampFile).mtimeMs;
  const skip = new Set(GENERATED.map((entry) => path.join(root, entry)));
  const newest = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source), skip)));
  return newest > built ? "sources changed since the last build" : undefined;
}

async function main(): Promise<void> {
  const root = process.cwd();
  const reason = staleBuildReason(root, readConfig().outDirPath);
  if (reason) {
    console.log(`Building the site first (${reason}).`);
    const build = spawnSync(process.execPath, ["--import", "tsx", "builder/main.ts"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await startServer();
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
