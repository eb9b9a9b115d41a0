import "server-only";
import path from "node:path";
import { buildSync } from "esbuild";

/**
 * The site's inline scripts, each bundled at build time from `lib/inline-scripts/{name}.ts`
 * (with the modules it imports) and written into the pages that need it, so it runs as soon as
 * it is parsed, before the first paint and without a request:
 * - `head`: every page's head (language detection, the notice's dismissal);
 * - `pricing`: after the pricing calculator (its steppers and a shared configuration, before
 *   React arrives);
 * - `contact`: after the contact form (the request a link wrote in advance, a refused post's
 *   fields and errors, from the first paint).
 * Built once per build process; each page's CSP allows them by their hashes
 * (builder/csp.ts).
 */
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
