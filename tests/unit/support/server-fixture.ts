/**
 * The server test fixture: a tiny exported site in a temporary folder, a real database
 * (tests/unit/support/databases.ts: a SQLite file in that folder, or a fresh database on the
 * run's PostgreSQL), and the server built on them with test settings (no rate limit, links to
 * itself), closed and removed afterwards. `sharedServer` gives a describe block one server for
 * all its tests; `serversPerTest` gives each test its own, in this process (`start`, `build`)
 * or as the server's own entry point in a child process (`spawn`) for tests that kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll } from "vitest";
import { freePort } from "../../support/free-port.ts";
import { buildServer, type ServerOptions } from "../../../server/app.ts";
import { defaultApiSettings, type ApiSettings } from "../../../server/config.ts";
import type { DatabaseTarget } from "../../../server/db/target.ts";
import { backends, databaseEnv, sql, type Backend } from "./databases.ts";

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

/** What the tests may set of the server's options besides the export and the database. */
export type TestOptions = Omit<ServerOptions, "outDir" | "api"> & { api?: Partial<ApiSettings> };

/** The server on the fixture with test settings: no rate limit, links to `siteUrl`. */
function buildApp(
  fixture: Fixture,
  options: TestOptions,
  siteUrl?: string,
): Promise<FastifyInstance> {
  return buildServer({
    ...options,
    outDir: fixture.outDir,
    api: {
      ...defaultApiSettings(fixture.database),
      rateLimitPerMinute: 0,
      ...(siteUrl ? { siteUrl } : {}),
      ...options.api,
    },
  });
}

export interface Running {
  app: FastifyInstance;
  base: string;
}

/** The server in this process, on a free port; its links point to itself unless told otherwise. */
export async function startInProcess(
  fixture: Fixture,
  settings: Partial<ApiSettings> = {},
  options: Omit<TestOptions, "api"> = {},
): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = await buildApp(fixture, { ...options, api: settings }, base);
  await app.listen({ port, host: "127.0.0.1" });
  return { app, base };
}

export interface SharedServer extends Running {
  fixture: Fixture;
  /** One SQL statement on the server's database (tests/support/sql.ts). */
  rows<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
}

/**
 * One server for the tests of a describe block, started before them on a new fixture and
 * closed after them. `settings` may be a function, read once the block's earlier `beforeAll`
 * hooks have run (the mail server's URL, say).
 */
export function sharedServer(
  backend: Backend,
  settings: Partial<ApiSettings> | (() => Partial<ApiSettings>) = {},
): SharedServer {
  let fixture: Fixture | undefined;
  let running: Running | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("sharedServer: read it inside a test");
    return value;
  };
  beforeAll(async () => {
    fixture = await makeFixture(backend);
    running = await startInProcess(fixture, typeof settings === "function" ? settings() : settings);
  });
  afterAll(async () => {
    await running?.app.close();
    fixture?.remove();
  });
  return {
    get fixture() {
      return ready(fixture);
    },
    get app() {
      return ready(running).app;
    },
    get base() {
      return ready(running).base;
    },
    rows<T = Record<string, unknown>>(text: string, ...params: unknown[]) {
      return sql<T>(ready(fixture).database, text, ...params);
    },
  };
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
 * For tests that need a server of their own: each test's fixtures (`fixture()`, a new one per
 * call) and the servers on them, in this process (`start`, listening; `build`, for `inject`)
 * or spawned (`spawn`, on the test's latest fixture); all closed, killed and removed after the
 * test.
 */
export function serversPerTest(backend: Backend) {
  const fixtures: Fixture[] = [];
  const apps: FastifyInstance[] = [];
  const children: Spawned[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.child.kill("SIGKILL");
    await Promise.all(apps.splice(0).map((app) => app.close()));
    for (const fixture of fixtures.splice(0)) fixture.remove();
  });
  const newFixture = async (): Promise<Fixture> => {
    const fixture = await makeFixture(backend);
    fixtures.push(fixture);
    return fixture;
  };
  const latest = async (): Promise<Fixture> => fixtures.at(-1) ?? (await newFixture());
  return {
    fixture: newFixture,
    /** The server listening on a free port, on the test's latest fixture. */
    async start(
      settings: Partial<ApiSettings> = {},
      options: Omit<TestOptions, "api"> = {},
    ): Promise<Running> {
      const running = await startInProcess(await latest(), settings, options);
      apps.push(running.app);
      return running;
    },
    /** The server, not listening (requests go through `app.inject`). */
    async build(options: TestOptions = {}): Promise<FastifyInstance> {
      const app = await buildApp(await latest(), options);
      apps.push(app);
      return app;
    },
    async spawn(env: Record<string, string> = {}): Promise<Spawned> {
      const server = await spawnServer(await latest(), env);
      children.push(server);
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

/** A browser's native post: urlencoded fields, from a page of the site (its Referer). */
export function formPost(
  base: string,
  endpoint: string,
  fields: Record<string, string>,
  from = "/",
) {
  return fetch(`${base}/api/${endpoint}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      referer: `${base}${from}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The JSON a page's script posts (a string body is sent as it is). */
export function post(base: string, endpoint: string, body: unknown, headers = {}) {
  return fetch(`${base}/api/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
