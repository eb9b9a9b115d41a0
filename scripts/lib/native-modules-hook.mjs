// Preloaded (NODE_OPTIONS=--import) into every Node process of the tests on the production
// runtime (scripts/test-production-node.ts): the main process, Vitest's workers, the servers
// they spawn and the SQLite writer thread. better-sqlite3 then loads from the copy built for
// this Node (NATIVE_MODULES_DIR) instead of node_modules/, which holds the build for the
// machine's own Node. Everything else resolves as usual.
import { registerHooks } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const installed = pathToFileURL(path.resolve("node_modules", "better-sqlite3")).href;
const built = pathToFileURL(path.join(process.env.NATIVE_MODULES_DIR ?? "", "better-sqlite3")).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url.startsWith(`${installed}/`)
      ? { ...resolved, url: built + resolved.url.slice(installed.length) }
      : resolved;
  },
});
