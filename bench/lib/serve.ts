/**
 * Serving an export for the bench: the project's own server (server/main.ts, Fastify with
 * compression), spawned as its own process group on a free loopback port. The floor is
 * served by the same server with another OUT_DIR, so both get the same compression.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port";
import { databaseEnv, type DatabaseTarget } from "../../server/db/config";
import { onCleanup, spawnGroup, stopGroup } from "./processes";

export interface Served {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  /** How long the server took to answer, then to go idle (see `waitForIdle`), in ms. */
  startMs: number;
  settleMs: number;
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
  /** Wait for the server to go idle before returning (default true). */
  settle?: boolean;
  /** The API's database (default: a throwaway SQLite file). */
  database?: DatabaseTarget;
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

/** CPU time (user + system, all threads) of a process in seconds, from /proc; undefined elsewhere. */
function cpuSeconds(pid: number, ticksPerSecond: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: utime and
    // stime are fields 14 and 15 of the line, so 11 and 12 after the parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}

function clockTicks(): number {
  try {
    const value = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/**
 * Waits until a process uses under `maxShare` of a core over a `windowMs` window. The
 * project's server recompresses every file with the best brotli after it starts answering
 * (DESIGN §8, several seconds of CPU): Lighthouse must not run on a busy machine, nor measure
 * transfer sizes that shrink during the run. Returns the time waited, in ms.
 */
export async function waitForIdle(
  child: ChildProcess,
  label: string,
  { windowMs = 1000, maxShare = 0.05, timeoutMs = 180_000 } = {},
): Promise<number> {
  const started = Date.now();
  if (child.pid === undefined) return 0;
  const ticks = clockTicks();
  let previous = cpuSeconds(child.pid, ticks);
  if (previous === undefined) {
    console.warn(
      `  [${label}] cannot read the server's CPU time (no /proc): not waiting for it to settle`,
    );
    return 0;
  }
  while (Date.now() - started < timeoutMs) {
    await delay(windowMs);
    const now = cpuSeconds(child.pid, ticks);
    if (now === undefined) throw new Error(`The ${label} server exited while settling`);
    if (now - previous < (maxShare * windowMs) / 1000) return Date.now() - started;
    previous = now;
  }
  console.warn(`  [${label}] the server was still busy after ${timeoutMs} ms; measuring anyway`);
  return Date.now() - started;
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
  settle = true,
  database,
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
  const child = spawnGroup(process.execPath, ["--import", "tsx", entryFile], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      OUT_DIR: outDir,
      RATE_LIMIT_PER_MINUTE: "0",
      ...databaseEnv(target),
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
    const startMs = Date.now() - started;
    const settleMs = settle ? await waitForIdle(child, label) : 0;
    return { origin, startMs, settleMs, database: target, stop };
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
