/**
 * Runs Node on the production runtime: `node --import tsx scripts/production-node.ts <node
 * arguments>`. The server needs the major version package.json `engines` names (better-sqlite3's
 * Node-API build needs Node 22 or newer; the image runs 24), so whatever loads it runs there:
 * the unit tests, the end-to-end tests' servers, the bench, `npm start`. On a machine whose own
 * Node is that version or newer, it is used as it is; on an older one (development tools may run
 * on Node 20), the npm registry's `node` package of that major is installed once in
 * node_modules/.cache/node-<major>/ and used instead, first in PATH for the processes it starts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import packageJson from "../package.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "..");

/** The production major version: package.json `engines.node` reads `>=24`. */
function productionMajor(): number {
  const { engines } = packageJson;
  const match = /^>=\s*(\d+)$/.exec(engines.node);
  if (!match) throw new Error(`package.json engines.node should read ">=N", not ${engines.node}`);
  return Number(match[1]);
}

/** This Node if it is recent enough, else the registry's `node@<major>`, installed once. */
function productionNode(): string {
  const major = productionMajor();
  if (Number(process.versions.node.split(".")[0]) >= major) return process.execPath;
  const dir = path.join(root, "node_modules", ".cache", `node-${major}`);
  const node = path.join(dir, "node_modules", "node", "bin", "node");
  const installed = () => {
    try {
      return execFileSync(node, ["--version"], { encoding: "utf8" }).startsWith(`v${major}.`);
    } catch {
      return false;
    }
  };
  if (!installed()) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.error(`Installing node@${major} from the npm registry in ${path.relative(root, dir)}`);
    execFileSync(
      "npm",
      ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", `node@${major}`],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    if (!installed()) throw new Error(`node@${major} from the registry does not run: ${node}`);
  }
  return node;
}

const node = productionNode();
const run = spawnSync(node, process.argv.slice(2), {
  stdio: "inherit",
  env: {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
  },
});
process.exitCode = run.status ?? 1;
