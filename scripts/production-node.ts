// Whatever loads the server runs on the production major (better-sqlite3's Node-API build);
// an older local Node gets the registry's `node` package of that major instead.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import packageJson from "../package.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "..");

function productionMajor(): number {
  const { engines } = packageJson;
  const match = /^>=\s*(\d+)$/.exec(engines.node);
  if (!match) throw new Error(`package.json engines.node should read ">=N", not ${engines.node}`);
  return Number(match[1]);
}

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
    // Node keeps each module's compiled code here and reuses it while the file is unchanged: a
    // server starts on half the CPU, and the tests start dozens (docs/development.md).
    NODE_COMPILE_CACHE: path.join(root, "node_modules", ".cache", "node-compile-cache"),
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
  },
});
process.exitCode = run.status ?? 1;
