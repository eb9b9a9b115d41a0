/**
 * The floor: the smallest page Next.js 16 exports (bench/floor), built in the same run as the
 * site with the project's own `next`, so the site's figures can be read against it.
 *
 * The sources in bench/floor are copied to bench/.floor/app and built there: Next.js writes
 * `.next/`, `out/`, `next-env.d.ts` and rewrites `tsconfig.json` in the folder it builds, and
 * bench/.floor is git-ignored and excluded from the project's tsc and ESLint. `next` and
 * `react` resolve from the project's node_modules (Node looks up the folder tree).
 */
import fs from "node:fs";
import path from "node:path";
import { compressExport } from "../../builder/compress.ts";
import { runToCompletion } from "./processes.ts";

export interface FloorPaths {
  /** The floor's sources (committed). */
  source: string;
  /** Where the sources are copied and built. */
  stage: string;
  /** The exported floor, served like the site. */
  outDir: string;
}

export function floorPaths(root: string): FloorPaths {
  return {
    source: path.join(root, "bench", "floor"),
    stage: path.join(root, "bench", ".floor", "app"),
    outDir: path.join(root, "bench", ".floor", "out"),
  };
}

/** Copies the floor's sources to the stage, builds it with the project's next and moves the export to `outDir`. */
export async function buildFloor(root: string): Promise<string> {
  const { source, stage, outDir } = floorPaths(root);
  // Fresh sources each time; `.next` is kept between runs (build cache).
  for (const entry of fs.existsSync(stage) ? fs.readdirSync(stage) : []) {
    if (entry !== ".next") fs.rmSync(path.join(stage, entry), { recursive: true, force: true });
  }
  fs.mkdirSync(stage, { recursive: true });
  fs.cpSync(source, stage, { recursive: true });

  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  await runToCompletion(process.execPath, [nextBin, "build", stage], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });

  const exported = path.join(stage, "out");
  if (!fs.existsSync(path.join(exported, "index.html")))
    throw new Error(`The floor build left no ${exported}/index.html`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(exported, outDir);
  // Compressed like the site's export, so both are served the same way.
  await compressExport(outDir);
  return outDir;
}
