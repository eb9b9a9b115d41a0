import "server-only";
import path from "node:path";
import { buildSync } from "esbuild";

// Inlined so each runs before the first paint with no request; the CSP allows them by hash.
export type InlineScript = "head" | "pricing" | "contact";

const scripts: Partial<Record<InlineScript, string>> = {};

export function inlineScript(name: InlineScript): string {
  return (scripts[name] ??= buildSync({
    entryPoints: [path.join(process.cwd(), "lib/inline-scripts", `${name}.ts`)],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
    legalComments: "none",
  }).outputFiles[0]!.text.trim());
}
