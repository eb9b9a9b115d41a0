/**
 * Serving an export for the bench: the project's own server (server/main.ts, sending the
 * build's precompressed files), spawned as its own process group on a free loopback port. The
 * floor, precompressed the same way, is served by the same server with another OUT_DIR.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port.ts";
import { databaseEnv, type DatabaseTarget } from "../../server/db/target.ts";
import { onCleanup, spawnGroup, stopGroup } from "./processes.ts";

export interface Served {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  /** How long the server took to answer, in ms. */
  startMs: number;
  /** The API's database: a throwaway SQLite file unless one was given. */
  database: DatabaseTarget;
  stop(): Promise<void>;
}

export interface ServeOptions {
  root: string;
  outDir: string;
  /** For the server's log lines. */
  label: string;
  /** The server's entry, relative to `root`. */
  entry?: string;
  timeoutMs?: number;
  /** The API's database (default: a throwaway SQLite file). */
  database?: DatabaseTarget;
  /** More of the server's environment variables. */
  env?: Record<string, string>;
}

export const serverEntry = "server/main.ts";

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `url` until it answers with any HTTP status below 500; rejects if the child exits first or on timeout. */
async function waitForAnswer(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  label: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The ${label} server exited (${child.signalCode ?? `code ${String(child.exitCode)}`}) before answering`,
      );
    }
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await delay(200);
  }
  throw new Error(
    `The ${label} server did not answer ${url} within ${timeoutMs} ms (${lastError})`,
  );
}

/** Prefixes each line a child writes, so the servers' logs stay readable among the bench's. */
function relay(
  stream: NodeJS.ReadableStream | null,
  label: string,
  target: NodeJS.WriteStream,
): void {
  if (stream === null) return;
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) target.write(`  [${label}] ${line}\n`);
  });
}

/**
 * Starts the project's server on `outDir`. Rate limiting is off (Lighthouse and the load
 * tests would trip it) and the database is a throwaway file unless one is given.
 */
export async function serve({
  root,
  outDir,
  label,
  entry = serverEntry,
  timeoutMs = 30_000,
  database,
  env = {},
}: ServeOptions): Promise<Served> {
  const entryFile = path.join(root, entry);
  if (!fs.existsSync(entryFile))
    throw new Error(`No ${entry}: the bench serves the export with the project's server`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const removeDataDir = (): void => fs.rmSync(dataDir, { recursive: true, force: true });
  // Also on SIGINT or an error, when `stop` is never called (children are stopped before cleanups run).
  onCleanup(removeDataDir);
  const target = database ?? { kind: "sqlite", path: path.join(dataDir, "bench.db") };
  const child = spawnGroup(process.execPath, [entryFile], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OUT_DIR: outDir,
      RATE_LIMIT_PER_MINUTE: "0",
      ...databaseEnv(target),
      ...env,
    },
  });
  // Only errors are relayed: request logs would drown the tables.
  relay(child.stderr, label, process.stderr);
  child.stdout?.resume();

  const origin = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopGroup(child);
    removeDataDir();
  };
  const started = Date.now();
  try {
    await waitForAnswer(`${origin}/`, child, timeoutMs, label);
    return { origin, startMs: Date.now() - started, database: target, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Checks the server compresses what it serves: the bench's figures mean nothing otherwise. */
export async function checkCompression(url: string): Promise<string> {
  const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  await response.arrayBuffer();
  const encoding = response.headers.get("content-encoding");
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  if (encoding === null || encoding === "identity")
    throw new Error(`${url} is served without compression`);
  return encoding;
}
