/**
 * The real server for API tests: a tiny exported site in a temporary folder, a real database
 * file beside it, and either the server in this process (`startInProcess`) or the server's own
 * entry point as a child process (`spawnServer`) for tests that kill it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildServer, type ServerOptions } from "@/server/app";

export interface Fixture {
  dir: string;
  outDir: string;
  databasePath: string;
  remove(): void;
}

export function makeFixture(): Fixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-api-"));
  const outDir = path.join(dir, "out");
  fs.mkdirSync(outDir);
  fs.writeFileSync(path.join(outDir, "index.html"), "<!DOCTYPE html><title>Home</title>");
  fs.writeFileSync(path.join(outDir, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return {
    dir,
    outDir,
    databasePath: path.join(dir, "data", "site.db"),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function startInProcess(
  fixture: Fixture,
  options: Partial<ServerOptions> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer({
    outDir: fixture.outDir,
    databasePath: fixture.databasePath,
    rateLimitPerMinute: 0,
    ...options,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export interface Spawned {
  child: ChildProcess;
  base: string;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
}

/** `node --import tsx server/main.ts` on a free port; resolves once it says where it listens. */
export function spawnServer(fixture: Fixture, env: Record<string, string> = {}): Promise<Spawned> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      OUT_DIR: fixture.outDir,
      DATABASE_PATH: fixture.databasePath,
      RATE_LIMIT_PER_MINUTE: "0",
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
      const match = /at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve({ child, base: match[1]!, stderr: () => stderr });
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`server exited (${signal ?? code}) before listening: ${stderr}`)),
    );
  });
}

export function post(base: string, endpoint: string, body: unknown, headers = {}) {
  return fetch(`${base}/api/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
