/**
 * The real server for API tests: a tiny exported site in a temporary folder, a real database
 * (tests/unit/support/databases.ts), and either the server in this process (`startInProcess`)
 * or the server's own entry point as a child process (`spawnServer`) for tests that kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach } from "vitest";
import { freePort } from "@/tests/support/free-port";
import { buildServer } from "@/server/app";
import { defaultApiSettings, type ApiSettings } from "@/server/config";
import type { DatabaseTarget } from "@/server/db/target";
import { backends, databaseEnv, type Backend } from "./databases";

export const root = path.resolve(import.meta.dirname, "../../..");

export interface Fixture {
  dir: string;
  outDir: string;
  database: DatabaseTarget;
  remove(): void;
}

/** A folder with a two-page export, and an empty database (SQLite unless told otherwise). */
export async function makeFixture(backend: Backend = backends[0]!): Promise<Fixture> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-api-"));
  const outDir = path.join(dir, "out");
  fs.mkdirSync(outDir);
  fs.writeFileSync(path.join(outDir, "index.html"), "<!DOCTYPE html><title>Home</title>");
  fs.writeFileSync(path.join(outDir, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return {
    dir,
    outDir,
    database: await backend.create(path.join(dir, "data", "site.db")),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The server in this process, on a free port; its links point to itself unless told otherwise. */
export async function startInProcess(
  fixture: Fixture,
  settings: Partial<ApiSettings> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildServer({
    outDir: fixture.outDir,
    api: {
      ...defaultApiSettings(fixture.database),
      rateLimitPerMinute: 0,
      siteUrl: base,
      ...settings,
    },
  });
  await app.listen({ port, host: "127.0.0.1" });
  return { app, base };
}

export interface Spawned {
  child: ChildProcess;
  base: string;
  /** SIGKILL; resolves once the process has exited. */
  kill(): Promise<void>;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** Everything the server wrote to stdout so far (its log lines). */
  stdout(): string;
}

/** `node server/main.ts` on a free port; resolves once it says where it listens. */
export function spawnServer(fixture: Fixture, env: Record<string, string> = {}): Promise<Spawned> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      OUT_DIR: fixture.outDir,
      RATE_LIMIT_PER_MINUTE: "0",
      ...databaseEnv(fixture.database),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const match = /^Serving .* at (http:\/\/\S+)$/m.exec(stdout);
      if (!match) return;
      resolve({
        child,
        base: match[1]!,
        kill: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGKILL");
          await exited;
        },
        stderr: () => stderr,
        stdout: () => stdout,
      });
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`server exited (${signal ?? code}) before listening: ${stderr}`)),
    );
  });
}

/**
 * For the tests of a describe block that spawn servers: each test's fixture (`fixture()`) and
 * the servers spawned on it (`spawn(env)`), killed and removed after the test.
 */
export function spawnedServers(backend: Backend) {
  let fixture: Fixture | undefined;
  const servers: Spawned[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.child.kill("SIGKILL");
    fixture?.remove();
    fixture = undefined;
  });
  return {
    fixture: async () => (fixture = await makeFixture(backend)),
    async spawn(env: Record<string, string> = {}): Promise<Spawned> {
      if (!fixture) throw new Error("spawnedServers: make the fixture first");
      const server = await spawnServer(fixture, env);
      servers.push(server);
      return server;
    },
  };
}

/** The n-th visitor's contact message, valid. */
export const visitorMessage = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor-${n}@example.com`,
  message: `Message number ${n}, about a study.`,
});

export function post(base: string, endpoint: string, body: unknown, headers = {}) {
  return fetch(`${base}/api/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
