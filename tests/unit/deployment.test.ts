/**
 * The server as an operator deploys it (docs/decisions/0029-deployment-edges.md): behind a
 * proxy (TRUST_PROXY), called by pages on another origin (CORS for the site's origin only),
 * stopped with a client stalled mid-body, on a full disk (the health check and the logged
 * error), and started with wrong settings that hold secrets.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "@/server/config";
import { withoutTokens } from "@/server/logging";
import { root, serversPerTest, visitorMessage } from "./support/server-fixture";
import { backends, sql } from "./support/databases";
import { inboxKey } from "@/server/newsletter/inbox";

const newsletterBody = (email: string) => JSON.stringify({ email, lng: "en" });

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);

  it("behind a trusted proxy, gives each visitor a rate limit of their own; a spoofed X-Forwarded-For from elsewhere counts for nothing", async () => {
    const app = await servers.build({
      api: { rateLimitPerMinute: 2 },
      trustProxy: readConfig({ TRUST_PROXY: "10.0.0.1" } as unknown as NodeJS.ProcessEnv)
        .trustProxy,
    });
    const subscribe = (remoteAddress: string, forwardedFor: string, n: number) =>
      app.inject({
        method: "POST",
        url: "/api/email/register-to-list",
        remoteAddress,
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        payload: newsletterBody(`visitor-${remoteAddress}-${forwardedFor}-${n}@example.com`),
      });
    // Two visitors behind the proxy (10.0.0.1): two requests each pass, the third is limited.
    for (const visitor of ["203.0.113.1", "203.0.113.2"]) {
      expect((await subscribe("10.0.0.1", visitor, 1)).statusCode).toBe(201);
      expect((await subscribe("10.0.0.1", visitor, 2)).statusCode).toBe(201);
      expect((await subscribe("10.0.0.1", visitor, 3)).statusCode).toBe(429);
    }
    // A client that is not the proxy writes its own X-Forwarded-For: its address counts.
    expect((await subscribe("198.51.100.7", "192.0.2.1", 1)).statusCode).toBe(201);
    expect((await subscribe("198.51.100.7", "192.0.2.2", 2)).statusCode).toBe(201);
    expect((await subscribe("198.51.100.7", "192.0.2.3", 3)).statusCode).toBe(429);
    // Through the proxy, a forged entry before the real one is ignored (nginx appends).
    expect((await subscribe("10.0.0.1", "192.0.2.9, 203.0.113.1", 4)).statusCode).toBe(429);
  });

  it("lets the site's origin call the API (CORS) and refuses any other origin with 403, without CORS headers", async () => {
    const site = "https://www.site.example";
    const app = await servers.build({
      api: { siteUrl: site, apiUrl: "https://api.site.example" },
    });
    const contact = (origin: string | undefined, contentType = "application/json") =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: {
          host: "api.site.example",
          "content-type": contentType,
          ...(origin ? { origin } : {}),
        },
        payload:
          contentType === "application/json"
            ? JSON.stringify(visitorMessage(1))
            : new URLSearchParams({ ...visitorMessage(1), lng: "fr" }).toString(),
      });
    const allowed = await contact(site);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.headers["access-control-allow-origin"]).toBe(site);

    const preflight = await app.inject({
      method: "OPTIONS",
      url: "/api/contact",
      headers: {
        host: "api.site.example",
        origin: site,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(site);

    // A native post from the site: its 303 goes back to the site's page, absolute.
    const native = await contact(site, "application/x-www-form-urlencoded");
    expect(native.statusCode).toBe(303);
    expect(native.headers.location).toMatch(/^https:\/\/www\.site\.example\/fr\//);

    for (const origin of [
      "https://evil.example",
      "null",
      "https://www.site.example.evil.example",
    ]) {
      for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
        const refused = await contact(origin, type);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
      }
      const foreignPreflight = await app.inject({
        method: "OPTIONS",
        url: "/api/contact",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(foreignPreflight.statusCode).toBe(403);
      expect(foreignPreflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // Same-origin pages (the API's own host) and clients without an Origin go through.
    expect((await contact("https://api.site.example")).statusCode).toBe(201);
    expect((await contact(undefined)).statusCode).toBe(201);
  });
});

describe.each(backends)("bytes that are not UTF-8, on $name", (backend) => {
  const servers = serversPerTest(backend);

  it("are refused with 400 in JSON, and land on the invalid page in a form post; nothing is stored", async () => {
    const app = await servers.build();
    const contact = (type: string, payload: Buffer) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": type },
        payload,
      });
    const json = Buffer.concat([
      Buffer.from('{"name":"Ada","email":"ada@example.com","message":"Caf'),
      Buffer.from([0xe9]), // Latin-1 é: not UTF-8
      Buffer.from(' au lait, please."}'),
    ]);
    const refused = await contact("application/json", json);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/UTF-8/);

    const form = "application/x-www-form-urlencoded";
    for (const body of [
      Buffer.concat([
        Buffer.from("name=Ada&email=ada%40example.com&lng=fr&message=Caf"),
        Buffer.from([0xe9, 0x20, 0x21]),
      ]),
      Buffer.from("name=Ada&email=ada%40example.com&lng=fr&message=Caf%E9+au+lait%2C+please."),
    ]) {
      const answer = await contact(form, body);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toMatch(/\/contact\/check-message$/);
    }
    // Valid UTF-8, percent-encoded as browsers send it, still goes through.
    const valid = await contact(
      form,
      Buffer.from(
        "name=Ada&email=ada%40example.com&lng=fr&message=Caf%C3%A9+au+lait%2C+s%27il+vous+pla%C3%AEt.",
      ),
    );
    expect(valid.headers.location).toMatch(/sent/);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

describe.each(backends)("the resend limit per inbox, on $name", (backend) => {
  const servers = serversPerTest(backend);

  it("sends one confirmation e-mail to an inbox however its address is varied (+tags, case, Gmail's dots)", async () => {
    const fixture = await servers.fixture();
    // A mail server that never answers: the e-mails stay queued, which is what is counted.
    const app = await servers.build({
      api: { mail: { smtpUrl: "smtp://127.0.0.1:9", from: "Site <site@example.com>" } },
    });
    const variants = [
      "ada.lovelace@gmail.com",
      "Ada.Lovelace@gmail.com",
      "adalovelace@gmail.com",
      "ada.lovelace+news@gmail.com",
      "a.d.a.lovelace@gmail.com",
      "ADA.LOVELACE+1@GMAIL.COM",
      "adalovelace+2@googlemail.com",
      "ada.lovelace+3@gmail.com",
      "adalove.lace@gmail.com",
    ];
    for (const email of variants) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/email/register-to-list",
        headers: { "content-type": "application/json" },
        payload: newsletterBody(email),
      });
      expect(answer.statusCode).toBeLessThan(300);
    }
    const queued = await sql(fixture.database, "SELECT id FROM outbox WHERE kind = 'confirmation'");
    expect(queued).toHaveLength(1);
    // Another inbox is not held back.
    await app.inject({
      method: "POST",
      url: "/api/email/register-to-list",
      headers: { "content-type": "application/json" },
      payload: newsletterBody("grace@example.com"),
    });
    expect(await sql(fixture.database, "SELECT id FROM outbox")).toHaveLength(2);
  });

  it("keys an address by the inbox it reaches", () => {
    expect(inboxKey("Ada.Lovelace+news@GoogleMail.com")).toBe("adalovelace@gmail.com");
    expect(inboxKey("Grace.Hopper+x@Example.org")).toBe("grace.hopper@example.org");
    expect(inboxKey("+only@example.org")).toBe("+only@example.org");
  });
});

describe("a clean stop", () => {
  const servers = serversPerTest(backends[0]!);

  it("ends after SIGTERM although a client drips its body a byte a second, cutting it off", async () => {
    // Never silent, and the request timeout set to an hour: only the stop's own grace
    // (SHUTDOWN_GRACE_MS) lets the server end before the test's timeout.
    const server = await servers.spawn({ REQUEST_TIMEOUT_SECONDS: "3600" });
    const { port } = new URL(server.base);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.on("error", () => {});
    const body = JSON.stringify(visitorMessage(1));
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length / 2)}`,
    );
    const drip = setInterval(() => socket.write(" "), 1000);
    let answer = "";
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    const cut = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await cut;
    clearInterval(drip);
    // Cut off, not answered: its request never arrived whole.
    expect(answer).toBe("");
  });
});

describe("the log", () => {
  const servers = serversPerTest(backends[0]!);

  it("is JSON lines at info by default, requests summarised; with LOG_REQUESTS each is logged, its token hidden", async () => {
    const quiet = await servers.spawn();
    await fetch(`${quiet.base}/api/newsletter/confirm?token=a-Secret-Token-Value`, {
      redirect: "manual",
    });
    const lines = quiet
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => (JSON.parse(line) as { level: number }).level)).toContain(30);
    expect(quiet.stdout()).not.toContain("incoming request");

    const verbose = await servers.spawn({ LOG_REQUESTS: "true" });
    await fetch(`${verbose.base}/api/newsletter/confirm?token=a-Secret-Token-Value&lng=fr`, {
      redirect: "manual",
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(verbose.stdout()).toContain("incoming request");
    expect(verbose.stdout()).toContain("token=***&lng=fr");
    expect(verbose.stdout()).not.toContain("a-Secret-Token-Value");
  });
});

describe("secrets", () => {
  it("names the wrong variables at start-up and never prints the secrets they hold", () => {
    const env = {
      DATABASE_URL: "mysql://site:Sup3r-Secret-Pa55@db.internal/site",
      TOKEN_SECRET: "short-Secret-Token",
      SMTP_URL: "http://mailer:Mail-Pa55word@smtp.internal:587",
      CMS_GITHUB_CLIENT_SECRET: "gh-Client-Secret-Value",
    };
    let message = "";
    try {
      readConfig(env as unknown as NodeJS.ProcessEnv);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["DATABASE_URL", "TOKEN_SECRET", "SMTP_URL", "CMS_GITHUB_CLIENT_ID"]) {
      expect(message).toContain(name);
    }
    for (const secret of [
      "Sup3r-Secret-Pa55",
      "short-Secret-Token",
      "Mail-Pa55word",
      "gh-Client",
    ]) {
      expect(message).not.toContain(secret);
    }
  });

  it("keeps the password of a DATABASE_URL out of what the server prints when it cannot start", () => {
    const result = (() => {
      try {
        execFileSync(process.execPath, ["server/main.ts"], {
          cwd: root,
          env: {
            ...process.env,
            PORT: "0",
            HOST: "127.0.0.1",
            // Nothing listens there: the start fails on the connection.
            DATABASE_URL: "postgres://site:Sup3r-Secret-Pa55@127.0.0.1:1/site",
            TOKEN_SECRET: "too-short-Secret",
          },
          stdio: "pipe",
          timeout: 30_000,
        });
        return { status: 0, output: "" };
      } catch (error) {
        const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
        return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
      }
    })();
    expect(result.status).toBe(1);
    expect(result.output).toContain("TOKEN_SECRET");
    expect(result.output).not.toContain("Sup3r-Secret-Pa55");
    expect(result.output).not.toContain("too-short-Secret");
  });

  it("writes no link token in a logged URL", () => {
    expect(withoutTokens("/api/newsletter/confirm?token=abc.def&lng=fr")).toBe(
      "/api/newsletter/confirm?token=***&lng=fr",
    );
  });
});

/** A tmpfs of `size` at a new folder, if this process may mount one (root with CAP_SYS_ADMIN). */
function mountSmallDisk(size: string): { dir: string; unmount(): void } | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "pipe" });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  return {
    dir,
    unmount: () => {
      execFileSync("umount", [dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const disk = mountSmallDisk("4m");
afterAll(() => disk?.unmount());

describe.skipIf(disk === undefined)("a full disk (SQLite on a 4 MiB tmpfs; needs root)", () => {
  const servers = serversPerTest(backends[0]!);

  it("turns the health check to 503 and logs SQLite's own error, then back to 200 once space is freed", async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const app = await servers.build({
      api: { database: { kind: "sqlite", path: path.join(disk!.dir, "site.db") } },
      logLevel: "info",
    });
    const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
    const filler = path.join(disk!.dir, "filler");
    try {
      expect(await health()).toBe(200);
      // Fill what is left of the disk.
      const fd = fs.openSync(filler, "w");
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
      } finally {
        fs.closeSync(fd);
      }
      expect(await health()).toBe(503);
      const contact = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(visitorMessage(1)),
      });
      expect(contact.statusCode).toBeGreaterThanOrEqual(500);
      const log = lines.join("");
      expect(log).toMatch(/disk is full/);
      expect(log).not.toMatch(/cannot rollback/);

      fs.rmSync(filler);
      expect(await health()).toBe(200);
    } finally {
      write.mockRestore();
    }
  });
});
