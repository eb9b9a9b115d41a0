/**
 * A throwaway PostgreSQL server for the tests and the bench: `initdb` in a temporary folder, the
 * server on a free loopback port with its unix socket inside that folder and fsync on, stopped
 * (fast shutdown) and deleted by `stop()`. It uses Debian's server binaries (package
 * `postgresql`, which `npm test` installs when missing), from PATH or /usr/lib/postgresql/N/bin.
 *
 * PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres`
 * system user (what `runuser -u postgres --` does, through spawn's uid/gid so the server is our
 * direct child), which owns the folder; the user is created when the system has none.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { executable } from "./executable.ts";
import { freePort } from "./free-port.ts";

export interface Postgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, no password (trust on loopback). */
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/** The folder holding `initdb` and `postgres`: in PATH first, else Debian's newest version. */
export function findPostgresBin(): string | undefined {
  const hasBoth = (dir: string) =>
    executable(path.join(dir, "initdb")) && executable(path.join(dir, "postgres"));
  const fromPath = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean).find(hasBoth);
  if (fromPath) return fromPath;
  const debian = "/usr/lib/postgresql";
  if (!fs.existsSync(debian)) return undefined;
  return fs
    .readdirSync(debian)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(debian, version, "bin"))
    .find(hasBoth);
}

interface RunAs {
  uid: number;
  gid: number;
}

/** Root runs the server as `postgres` (created if missing); anyone else as themselves. */
function runAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

async function waitUntilReady(url: string, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const reason = exited();
    if (reason !== undefined) throw new Error(`PostgreSQL stopped while starting: ${reason}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startPostgres(): Promise<Postgres> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "No PostgreSQL server binaries (initdb, postgres) in PATH or /usr/lib/postgresql/*/bin: " +
        "install Debian's postgresql package (npm test does it)",
    );
  }
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "epiderma-pg-"));
  const data = path.join(dir, "data");
  const socket = path.join(dir, "socket");
  fs.mkdirSync(socket);
  if (user) for (const entry of [dir, socket]) fs.chownSync(entry, user.uid, user.gid);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });

  try {
    // Only initdb's own final sync is skipped: the folder is thrown away anyway.
    execFileSync(
      path.join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      { stdio: ["ignore", "ignore", "pipe"], cwd: dir, ...user },
    );
  } catch (error) {
    remove();
    throw new Error(`initdb failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }

  const port = await freePort();
  const server = spawn(
    path.join(bin, "postgres"),
    [
      ["-D", data],
      ["-p", String(port)],
      ["-k", socket],
      ["-c", "listen_addresses=127.0.0.1"],
      ["-c", "fsync=on"],
      ["-c", "max_connections=300"],
    ].flat(),
    // Its own process group, so stopping it reaches every backend.
    { cwd: dir, detached: true, stdio: ["ignore", "ignore", "pipe"], ...user },
  );
  let log = "";
  server.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    log = (log + chunk).slice(-4000);
  });
  let exit: string | undefined;
  const gone = new Promise<void>((resolve) =>
    server.once("exit", (code, signal) => {
      exit = `${signal ?? `exit code ${String(code)}`}\n${log}`;
      resolve();
    }),
  );

  const stop = async (): Promise<void> => {
    if (exit === undefined && server.pid !== undefined) {
      process.kill(-server.pid, "SIGINT"); // fast shutdown: ends sessions, then exits
      const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
    }
    remove();
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
