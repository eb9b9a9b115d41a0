/**
 * Debian's nginx serving an export as a deployment does, for the tests: the build's
 * `out/nginx.conf` included in a server block on a loopback port, `/api/` proxied to the
 * project's server. The top-level configuration, pid, logs and temporary files live in a
 * temporary folder that `stop()` deletes; nothing of the Debian service (port 80,
 * /etc/nginx/sites-enabled) is used. `npm test` installs the package when missing.
 *
 * As root, the workers run as `www-data` (or `nobody`), as in production: they must be able to
 * read out/, which this proves.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { NGINX_API_UPSTREAM } from "../../builder/host-files/nginx-conf.ts";
import { executable } from "./executable.ts";

export interface NginxOptions {
  /** The export; its `nginx.conf` is included. */
  readonly outDir: string;
  readonly port: number;
  /** The project's server, for `/api/`; none for an export whose API runs elsewhere. */
  readonly apiPort?: number;
}

export interface Nginx {
  readonly url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

/** nginx in PATH, or where Debian puts it (/usr/sbin is not in every user's PATH). */
export function findNginx(): string {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin"];
  const found = dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, "nginx"))
    .find(executable);
  if (!found) {
    throw new Error(
      "No nginx in PATH or /usr/sbin: install Debian's nginx package (npm test does it)",
    );
  }
  return found;
}

/** The worker user when running as root; nginx keeps the current user otherwise. */
function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync("id", ["www-data"], { stdio: "ignore" });
    return "www-data";
  } catch {
    return "nobody";
  }
}

/** The mime.types beside the configuration nginx was built with (Debian: /etc/nginx). */
function mimeTypes(nginx: string): string {
  const built = execFileSync(nginx, ["-V"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const conf = /--conf-path=(\S+)/.exec(built)?.[1] ?? "/etc/nginx/nginx.conf";
  return path.join(path.dirname(conf), "mime.types");
}

/** A top-level configuration: the operator's part of the example in docs/deployment.md, for a test. */
export function mainConfig(dir: string, nginx: string, options: NginxOptions): string {
  const user = workerUser();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
${user ? `user ${user};\n` : ""}events { worker_connections 256; }
http {
  include ${mimeTypes(nginx)};
  default_type application/octet-stream;
  access_log off;
${temp}
${options.apiPort === undefined ? "" : `  upstream ${NGINX_API_UPSTREAM} { server 127.0.0.1:${options.apiPort}; }\n`}  server {
    listen 127.0.0.1:${options.port};
    server_name localhost;
    root ${path.resolve(options.outDir)};
    include ${path.resolve(options.outDir, "nginx.conf")};
  }
}
`;
}

/** Has `nginx -t` check the configuration for an export, as startNginx would run it. */
export function checkNginxConfig(options: NginxOptions): void {
  fs.rmSync(prepareNginx(options).dir, { recursive: true, force: true });
}

/** Writes the configuration in a new temporary folder and has `nginx -t` check it. */
function prepareNginx(options: NginxOptions): { dir: string; args: string[]; nginx: string } {
  const nginx = findNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "epiderma-nginx-"));
  // The workers reach their temporary folders (proxy buffers) through this one.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, mainConfig(dir, nginx, options));
  const args = ["-p", dir, "-c", conf, "-e", path.join(dir, "error.log")];
  try {
    execFileSync(nginx, [...args, "-t", "-q"], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `nginx -t refused the configuration: ${String((error as { stderr?: Buffer }).stderr ?? error)}`,
    );
  }
  return { dir, args, nginx };
}

export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const { dir, args, nginx } = prepareNginx(options);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  // Its own process group, so stopping it reaches the workers too.
  const server = spawn(nginx, args, { detached: true, stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  server.stderr
    .setEncoding("utf8")
    .on("data", (chunk: string) => (log = (log + chunk).slice(-4000)));
  let exit: string | undefined;
  const gone = new Promise<void>((resolve) =>
    server.once("exit", (code, signal) => {
      exit = `${signal ?? `exit code ${String(code)}`}\n${log}${readLog(dir)}`;
      resolve();
    }),
  );
  const stop = async (): Promise<void> => {
    if (exit === undefined && server.pid !== undefined) {
      process.kill(-server.pid, "SIGQUIT"); // graceful: finish the requests under way
      const timer = setTimeout(() => server.pid && process.kill(-server.pid, "SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
    }
    remove();
  };
  try {
    await waitForPort(options.port, () => exit);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${options.port}`, stop };
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, "error.log"), "utf8").slice(-4000);
  } catch {
    return "";
  }
}

async function waitForPort(port: number, exited: () => string | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const reason = exited();
    if (reason !== undefined) throw new Error(`nginx stopped while starting: ${reason}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port} in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether something listens on the loopback port (a timeout or a refusal: not yet). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once("connect", () => done(true)).once("error", () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}
