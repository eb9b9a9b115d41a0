/**
 * Part of `npm test`: the server and API tests again on the production runtime, when the
 * machine's own Node is older. The development tools (build, lint, Vitest, Playwright) may run
 * on Node 20; the Docker image and the deploy workflow run the major version that package.json
 * `engines` names, and so do these tests.
 *
 * That Node is the npm registry's `node` package, installed in node_modules/.cache/node-<major>/
 * with its platform package (the binary and its C headers). better-sqlite3 is compiled for it
 * there by npm's node-gyp against those headers (`--nodedir`: nothing is downloaded), once per
 * Node ABI and better-sqlite3 version. node_modules/better-sqlite3 keeps the build for the
 * machine's Node; scripts/lib/native-modules-hook.mjs points the tests' processes at the copy.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The test files that exercise the server and the API. */
const SERVER_TESTS = [
  "api",
  "config",
  "crash",
  "erase-and-retention",
  "form-posts",
  "health-and-shutdown",
  "forward-and-export",
  "fuzz",
  "migration",
  "newsletter",
  "newsletter-links",
  "nginx",
  "outbox",
  "queries",
  "server",
  "two-instances",
].map((name) => `tests/unit/${name}.test.ts`);

const root = process.cwd();

/** The production major version: package.json `engines.node` reads `>=24`. */
function productionMajor(): number {
  const { engines } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    engines: { node: string };
  };
  const match = /^>=\s*(\d+)$/.exec(engines.node);
  if (!match) throw new Error(`package.json engines.node should read ">=N", not ${engines.node}`);
  return Number(match[1]);
}

interface Runtime {
  /** The folder it is installed in. */
  dir: string;
  node: string;
  /** The folder holding include/node/, for node-gyp's `--nodedir`. */
  headers: string;
}

/** The registry's `node` package for `major`, installed once in its own folder. */
function registryNode(major: number): Runtime {
  const dir = path.join(root, "node_modules", ".cache", `node-${major}`);
  const packageDir = path.join(dir, "node_modules", "node");
  const runtime = {
    dir,
    node: path.join(packageDir, "bin", "node"),
    headers: path.join(packageDir, "node_modules", `node-${process.platform}-${process.arch}`),
  };
  const complete = () =>
    fs.existsSync(runtime.node) &&
    fs.existsSync(path.join(runtime.headers, "include", "node", "node_api.h"));
  if (!complete()) {
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`Installing node@${major} from the npm registry in ${path.relative(root, dir)}`);
    execFileSync(
      "npm",
      ["install", "--prefix", dir, "--no-save", "--no-audit", "--no-fund", `node@${major}`],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    if (!complete()) throw new Error(`node@${major} brought no binary or C headers in ${dir}`);
  }
  return runtime;
}

/** npm's own node-gyp (npm names it to the scripts it runs). */
function nodeGyp(): string {
  const fromNpm = process.env.npm_config_node_gyp;
  if (fromNpm && fs.existsSync(fromNpm)) return fromNpm;
  const globalRoot = execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim();
  return path.join(globalRoot, "npm", "node_modules", "node-gyp", "bin", "node-gyp.js");
}

/** better-sqlite3 compiled for the runtime, beside it; kept while the versions match. */
function buildNativeModules(runtime: Runtime): string {
  const { node, headers, dir } = runtime;
  const abi = execFileSync(node, ["-p", "process.versions.modules"], { encoding: "utf8" }).trim();
  const source = path.join(root, "node_modules", "better-sqlite3");
  const { version } = JSON.parse(fs.readFileSync(path.join(source, "package.json"), "utf8")) as {
    version: string;
  };
  const copy = path.join(dir, "better-sqlite3");
  const stamp = path.join(copy, ".built-for");
  const wanted = `better-sqlite3 ${version}, Node ABI ${abi}`;
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === wanted) return dir;

  console.log(`Compiling ${wanted}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (file) => file !== path.join(source, "build"),
  });
  execFileSync(node, [nodeGyp(), "rebuild", "--release", `--nodedir=${headers}`], {
    cwd: copy,
    // npm's environment may name the machine's headers (npm_config_nodedir): these win.
    env: { ...process.env, npm_config_nodedir: headers },
    stdio: ["ignore", "ignore", "inherit"],
  });
  fs.writeFileSync(stamp, wanted);
  return dir;
}

const major = productionMajor();
if (Number(process.versions.node.split(".")[0]) >= major) {
  console.log(`Node ${process.versions.node} is the production runtime: the unit run covered it.`);
} else {
  const runtime = registryNode(major);
  const nativeModules = buildNativeModules(runtime);
  const version = execFileSync(runtime.node, ["--version"], { encoding: "utf8" }).trim();
  console.log(`Server and API tests on Node ${version}, the production runtime`);
  const hook = pathToFileURL(path.join(root, "scripts", "lib", "native-modules-hook.mjs")).href;
  const run = spawnSync(
    runtime.node,
    [path.join(root, "node_modules", "vitest", "vitest.mjs"), "run", ...SERVER_TESTS],
    {
      stdio: "inherit",
      env: {
        ...process.env,
        // The servers and scripts the tests start run on this Node too (process.execPath).
        PATH: `${path.dirname(runtime.node)}${path.delimiter}${process.env.PATH ?? ""}`,
        NODE_OPTIONS: `--import=${hook}`,
        NATIVE_MODULES_DIR: nativeModules,
      },
    },
  );
  process.exitCode = run.status ?? 1;
}
