/**
 * What the export is made from: `npm start` rebuilds when one of these changed since the last
 * build (scripts/start.ts), and the build names its output after their content (`buildId`).
 */
import fs from "node:fs";
import path from "node:path";
import { contentKey } from "./build-cache.ts";

export const SOURCES = [
  "app",
  "components",
  "content",
  "lib",
  "locales",
  "public",
  "server",
  "builder",
  "next.config.ts",
  "package.json",
  "package-lock.json",
  "postcss.config.mjs",
  "tailwind.config.ts",
  "tsconfig.json",
];

/** Written by the build itself, from locales/: not a source. */
export const GENERATED = [path.join("public", "locales")];

/** Every source file under `root`, sorted, relative to it. */
function sourceFiles(root: string): string[] {
  const skip = new Set(GENERATED);
  const walk = (entry: string): string[] => {
    if (skip.has(entry) || !fs.existsSync(path.join(root, entry))) return [];
    if (!fs.statSync(path.join(root, entry)).isDirectory()) return [entry];
    return fs
      .readdirSync(path.join(root, entry))
      .sort()
      .flatMap((name) => walk(path.join(entry, name)));
  };
  return SOURCES.flatMap(walk);
}

/**
 * Next's build id, from the sources and the build's settings (NEXT_PUBLIC_*, CMS_*): Next
 * writes it in every page and payload, and a random one (its default) would make each build's
 * pages new bytes, which the build cache (builder/build-cache.ts) could then never reuse.
 */
export function buildId(root: string, env: NodeJS.ProcessEnv): string {
  const settings = Object.entries(env)
    .filter(([name]) => /^(NEXT_PUBLIC|CMS)_/.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const files = sourceFiles(root);
  return contentKey(
    JSON.stringify(settings),
    ...files.flatMap((file) => [file, fs.readFileSync(path.join(root, file))]),
  ).slice(0, 21);
}
