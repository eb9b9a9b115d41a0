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

export const GENERATED = [path.join("public", "locales")];

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

// Next's default build id is random: every page would be new bytes the build cache never reuses.
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
