/**
 * GET /api/health and a graceful stop, against the real server process: 200 while the database
 * answers and 503 once it is gone (a PostgreSQL server of the test's own, stopped); on SIGTERM
 * the server stops taking requests, finishes the one in flight and the e-mail it is sending,
 * then exits 0, leaving what it had not started queued for the next start.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { startPostgres } from "../support/postgres.ts";
import {
  makeFixture,
  post,
  root,
  serversPerTest,
  spawnServer,
  visitorMessage as contact,
} from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtp, until } from "../support/smtp.ts";

/** The Dockerfile's HEALTHCHECK command (exec form), `node` being this Node. */
const dockerHealthcheck: string[] = (() => {
  const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8").replace(/\\\n/g, "");
  const command = /^HEALTHCHECK .*? CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!command) throw new Error("The Dockerfile has no HEALTHCHECK … CMD [...]");
  const [program, ...args] = JSON.parse(command) as string[];
  return [program === "node" ? process.execPath : program!, ...args];
})();

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);

  it("answers GET /api/health with 200 while the database answers, and logs no probe", async () => {
    // Request logging on, as an operator debugging would have it: other requests are logged.
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const app = await servers.build({ logger: true });
    try {
      for (let probe = 0; probe < 3; probe++) {
        const response = await app.inject({ method: "GET", url: "/api/health" });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: "ok" });
        expect(response.headers["cache-control"]).toBe("no-store");
      }
      await app.inject({ method: "GET", url: "/" });
    } finally {
      await app.close();
      write.mockRestore();
    }
    expect(lines.join("")).toMatch(/"url":"\/"/);
    expect(lines.join("")).not.toMatch(/health/);
  });

  it("passes the Dockerfile's HEALTHCHECK while the server answers, fails it once stopped", async () => {
    const server = await servers.spawn();
    const port = new URL(server.base).port;
    const healthcheck = () =>
      spawnSync(dockerHealthcheck[0]!, dockerHealthcheck.slice(1), {
        env: { ...process.env, PORT: port },
      }).status;
    expect(healthcheck()).toBe(0);
    await server.kill();
    expect(healthcheck()).toBe(1);
  });

  it("on SIGTERM finishes the request in flight and the e-mail being sent, then exits 0", async () => {
    const fixture = await servers.fixture();
    const smtp = await startSmtp();
    smtp.state.delayMs = 1500;
    try {
      const { base, child } = await servers.spawn({
        SMTP_URL: smtp.url,
        CONTACT_TO: "team@epiderma.example",
      });
      expect((await post(base, "contact", contact(1))).status).toBe(201);
      // The mail server has the first forward and takes its time accepting it.
      await until(() => smtp.state.receiving === 1);

      // A second request is in flight: headers and half its body sent.
      const body = JSON.stringify(contact(2));
      const inFlight = new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/api/contact`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        });
        request.on("response", (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.write(body.slice(0, 20));
        setTimeout(() => request.end(body.slice(20)), 500);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = new Promise<number | null>((resolve) =>
        child.once("exit", (code) => resolve(code)),
      );
      child.kill("SIGTERM");

      // No new request is taken once it is stopping (the signal may take a moment on a busy
      // machine), while the mail in progress still keeps it running.
      await until(() =>
        fetch(`${base}/api/health`).then(
          () => false,
          () => true,
        ),
      );
      expect(child.exitCode).toBeNull();
      expect(await inFlight).toBe(201);
      expect(await exited).toBe(0);

      // The forward in progress was delivered and recorded; the later one waits in the outbox.
      expect(smtp.received).toHaveLength(1);
      expect((await readMail(smtp.received[0]!)).subject).toBe("Contact form: Visitor 1");
      expect(
        await sql(
          fixture.database,
          "SELECT name, forwarded_at IS NOT NULL AS sent FROM messages ORDER BY id",
        ),
      ).toEqual([
        { name: "Visitor 1", sent: expect.anything() },
        { name: "Visitor 2", sent: expect.anything() },
      ]);
      const queued = await sql<{ message_id: number }>(
        fixture.database,
        "SELECT message_id FROM outbox",
      );
      expect(queued).toHaveLength(1);
      const [second] = await sql<{ id: number; forwarded_at: string | null }>(
        fixture.database,
        "SELECT id, forwarded_at FROM messages WHERE name = 'Visitor 2'",
      );
      expect(queued[0]!.message_id).toBe(second!.id);
      expect(second!.forwarded_at).toBeNull();
    } finally {
      await smtp.close();
    }
  });
});

it("answers 503 once the database is gone", async () => {
  const postgres = await startPostgres();
  const fixture = await makeFixture(backends[0]);
  const database = { kind: "postgres" as const, url: postgres.url };
  const server = await spawnServer({ ...fixture, database });
  try {
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    await postgres.stop();
    const response = await fetch(`${server.base}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
    // The probe itself is not logged; the change of state is, once, with the database's error.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(503);
    expect(server.stdout()).not.toMatch(/"url":"\/api\/health"/);
    const failures = server.stdout().match(/health check failed.*/g) ?? [];
    expect(failures).toHaveLength(1);
    expect(server.stdout()).toMatch(/"level":50,.*"err":\{"type":"\w+","message":"[^"]+"/);
  } finally {
    server.child.kill("SIGKILL");
    fixture.remove();
  }
}, 60_000);
