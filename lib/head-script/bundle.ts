import "server-only";
import path from "node:path";
import { buildSync } from "esbuild";

/**
 * The head script, bundled with the detector library and inlined in every page so it runs
 * before first paint without a request. Built once per build process; the server and the
 * _headers file allow it by its hash (lib/security-headers.ts).
 */
let script: string | undefined;
export function headScript(): string {
  script ??= buildSync({
    entryPoints: [path.join(process.cwd(), "lib/head-script/entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2019",
    write: false,
    legalComments: "none",
  }).outputFiles[0]!.text.trim();
  return script;
}
