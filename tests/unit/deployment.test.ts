/**
 * The server as an operator deploys it (docs/decisions/0029-deployment-edges.md): with every
 * setting the operators' docs show, behind a proxy (TRUST_PROXY, decision 0034), called by pages
 * on another origin (CORS for the site's origin only), stopped with a client stalled mid-body,
 * on a full disk (the health check and the logged error), and started with wrong settings that
 * hold secrets.
 */
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { readConfig, SERVER_VARIABLES } from "../../server/config.ts";
import { withoutTokens } from "../../server/logging.ts";
import { root, serversPerTest, visitorMessage } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";
import { inboxKey } from "../../server/newsletter/inbox.ts";

const newsletterBody = (email: string) => JSON.stringify({ email, lng: "en" });

/** The operators' docs, whose settings the server must take as they are written. */
const OPERATOR_DOCS = ["docs/deployment.md", "docs/operations.md"];

/** The code of a Markdown file: its fenced blocks and its inline spans. */
function codeOf(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "");
  return [...blocks, ...[...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)];
}

/** Every `NAME=value` the operators' docs show in code, a placeholder (`…`) aside. */
function documentedSettings(): { doc: string; name: string; value: string }[] {
  return OPERATOR_DOCS.flatMap((doc) =>
    codeOf(fs.readFileSync(path.join(root, doc), "utf8")).flatMap((code) =>
      [...code.matchAll(/\b([A-Z][A-Z0-9_]+)=(\S+)/g)]
        .filter(([, , value]) => value !== "…")
        .map(([, name, value]) => ({ doc, name: name!, value: value! })),
    ),
  );
}

/** The run-time settings table of docs/operations.md: each variable and its documented default. */
function documentedDefaults(): { name: string; value: string }[] {
  const text = fs.readFileSync(path.join(root, "docs/operations.md"), "utf8");
  const table = text.slice(text.indexOf("## Run-time settings"), text.indexOf("## Logs"));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| `([^`]+)` \|/gm)]
    .map(([, name, value]) => ({ name: name!, value: value! }))
    .filter(({ value }) => !/^[A-Z][A-Z0-9_]+$/.test(value)); // "the same as CONTACT_TO"
}

/** An address a proxy trusted by `entry` (an address, a CIDR range or `loopback`) connects from. */
function addressIn(entry: string): string {
  if (entry === "loopback") return "127.0.0.1";
  const [address, bits] = entry.split("/") as [string, string | undefined];
  if (bits === undefined) return address;
  if (net.isIPv4(address)) {
    const octets = address.split(".").map(Number);
    octets[3]! += 1;
    return octets.join(".");
  }
  return `${address.replace(/::$/, ":")}:1`;
}

describe("every setting the operators' docs show", () => {
  const servers = serversPerTest(backends[0]!);

  it("is taken by the server's start as written, and each documented default is the default", () => {
    const settings = documentedSettings();
    const names = new Set(settings.map((setting) => setting.name));
    for (const name of ["TRUST_PROXY", "DATABASE_URL", "SMTP_URL", "NEXT_PUBLIC_SITE_URL"]) {
      expect(names).toContain(name);
    }
    for (const { doc, name, value } of settings.filter((s) => SERVER_VARIABLES.includes(s.name))) {
      expect(
        () => readConfig({ [name]: value } as NodeJS.ProcessEnv),
        `${doc}: ${name}=${value}`,
      ).not.toThrow();
    }
    const defaults = readConfig({} as NodeJS.ProcessEnv);
    const documented = documentedDefaults();
    expect(documented.length).toBeGreaterThan(10);
    for (const { name, value } of documented) {
      expect(readConfig({ [name]: value } as NodeJS.ProcessEnv), `${name}'s default`).toEqual(
        defaults,
      );
    }
  });

  it("gives each visitor behind every documented TRUST_PROXY a rate limit of their own, and a client elsewhere none", async () => {
    const values = [
      ...new Set(
        documentedSettings()
          .filter((setting) => setting.name === "TRUST_PROXY")
          .map((setting) => setting.value),
      ),
    ];
    // nginx on the same machine, another machine, a CDN's ranges, Docker's bridge, a private network.
    expect(values).toEqual(
      expect.arrayContaining(["loopback", "10.0.0.5", "172.17.0.1", "10.0.0.0/8"]),
    );
    expect(values.some((value) => value.split(",").length > 10)).toBe(true);
    let n = 0;
    for (const value of values) {
      const { trustProxy } = readConfig({ TRUST_PROXY: value } as unknown as NodeJS.ProcessEnv);
      expect(trustProxy, value).not.toBe(false);
      const app = await servers.build({ api: { rateLimitPerMinute: 2 }, trustProxy });
      const subscribe = (remoteAddress: string, forwardedFor: string) =>
        app
          .inject({
            method: "POST",
            url: "/api/email/register-to-list",
            remoteAddress,
            headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
            payload: newsletterBody(`visitor-${n++}@example.com`),
          })
          .then((answer) => answer.statusCode);
      for (const [index, entry] of (trustProxy as string[]).entries()) {
        const proxy = addressIn(entry);
        // Two visitors behind the proxy: two requests each pass, the third is limited.
        for (const visitor of [`203.0.113.${2 * index + 1}`, `203.0.113.${2 * index + 2}`]) {
          const answers = [await subscribe(proxy, visitor), await subscribe(proxy, visitor)];
          expect(answers, `${value}: ${visitor} through ${proxy}`).toEqual([201, 201]);
          expect(await subscribe(proxy, `192.0.2.9, ${visitor}`), `${value}: forged entry`).toBe(
            429,
          );
        }
      }
      // A client that is no proxy writes its own X-Forwarded-For: its own address counts.
      const answers = [];
      for (const forged of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
        answers.push(await subscribe("198.51.100.7", forged));
      }
      expect(answers, `${value}: a client elsewhere`).toEqual([201, 201, 429]);
    }
  });

  it("behind nginx on the same machine (TRUST_PROXY=loopback), limits each visitor apart, started as production starts it", async () => {
    const server = await servers.spawn({ TRUST_PROXY: "loopback", RATE_LIMIT_PER_MINUTE: "1" });
    const subscribe = (visitor: string, n: number) =>
      fetch(`${server.base}/api/email/register-to-list`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": visitor },
        body: newsletterBody(`nginx-${visitor}-${n}@example.com`),
      }).then((response) => response.status);
    expect([await subscribe("203.0.113.1", 1), await subscribe("203.0.113.1", 2)]).toEqual([
      201, 429,
    ]);
    expect(await subscribe("203.0.113.2", 1)).toBe(201);
  });
});

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);

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
    // Same-origin pages (the API's own scheme, host and port) and clients without an Origin go
    // through; the same host on another scheme or port is another origin.
    expect((await contact("http://api.site.example")).statusCode).toBe(201);
    expect((await contact(undefined)).statusCode).toBe(201);
    for (const origin of ["https://api.site.example", "http://api.site.example:8080"]) {
      expect((await contact(origin)).statusCode, origin).toBe(403);
    }
  });

  it("takes the scheme a trusted proxy forwards as the request's own (TLS ended at nginx)", async () => {
    const app = await servers.build({
      api: { siteUrl: "https://www.site.example" },
      trustProxy: ["127.0.0.1"],
    });
    const contact = (origin: string, remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress,
        headers: {
          host: "forms.site.example",
          origin,
          "x-forwarded-proto": "https",
          "content-type": "application/json",
        },
        payload: JSON.stringify(visitorMessage(2)),
      });
    expect((await contact("https://forms.site.example", "127.0.0.1")).statusCode).toBe(201);
    expect((await contact("http://forms.site.example", "127.0.0.1")).statusCode).toBe(403);
    // A client that is not the proxy cannot claim https.
    expect((await contact("https://forms.site.example", "198.51.100.7")).statusCode).toBe(403);
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

  // A variable that can hold a credential, whatever its shape: the scheme forgotten (the whole
  // value is then the URL's "scheme" and "path"), a password in the query, in the fragment.
  it.each([
    [
      "DATABASE_URL",
      "site:Pw-Scheme-Forgotten@db.internal/site",
      /does not start with postgres:\/\//,
    ],
    [
      "DATABASE_URL",
      "pg://db.internal/site?password=Pw-In-Query",
      /does not start with postgres:\/\//,
    ],
    [
      "DATABASE_URL",
      "mysql://db.internal/site#Pw-In-Fragment",
      /does not start with postgres:\/\//,
    ],
    [
      "SMTP_URL",
      "http://smtp.internal/?pass=Pw-Smtp-Query",
      /does not start with smtp:\/\/ or smtps:\/\//,
    ],
    ["SMTP_URL", "smtp.internal:587#Pw-Smtp-Fragment", /does not start with smtp:\/\//],
    ["SMTP_URL", "mailer Pw-Not-A-Url", /it is not a URL/],
    ["NEXT_PUBLIC_SITE_URL", "www.site.example/?key=Pw-Site-Query", /it is not a URL/],
    [
      "CMS_GITHUB_URL",
      "ftp://u:Pw-Github@ghe.internal",
      /does not start with http:\/\/ or https:\/\//,
    ],
  ])("never prints %s=%j at start-up, only what is wrong with it", (name, value, why) => {
    const secret = /Pw-[A-Za-z-]+/.exec(value)![0];
    let message = "";
    try {
      readConfig({ [name]: value } as NodeJS.ProcessEnv);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^${name} must be `));
    expect(message).toMatch(why);
    expect(message).toContain(`${value.length} characters, not shown`);
    expect(message).not.toContain(secret);
    expect(message).not.toContain(value.slice(0, 6));
  });

  it("keeps every credential out of what the server prints when it cannot start", async () => {
    // Both at once; a loaded machine can take tens of seconds to start Node on server/main.ts.
    const start = (env: Record<string, string>) =>
      new Promise<{ status: number | null; output: string }>((resolve) => {
        execFile(
          process.execPath,
          ["server/main.ts"],
          {
            cwd: root,
            env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
            timeout: 100_000,
          },
          (error, stdout, stderr) =>
            resolve({
              status: error ? (error.code as number | null) : 0,
              output: `${stdout}${stderr}`,
            }),
        );
      });
    const [refused, unreachable] = await Promise.all([
      // Refused by the settings' check, all at once.
      start({
        DATABASE_URL: "site:Sup3r-Secret-Pa55@db.internal/site",
        SMTP_URL: "http://smtp.internal/?pass=Mail-Pa55word",
        TOKEN_SECRET: "too-short-Secret",
      }),
      // Taken by the check, refused by the database: nothing listens there.
      start({
        DATABASE_URL:
          "postgres://site:Sup3r-Secret-Pa55@127.0.0.1:1/site?password=Query-Pa55#Frag-Pa55",
      }),
    ]);
    expect(refused.status).toBe(1);
    for (const name of ["DATABASE_URL", "SMTP_URL", "TOKEN_SECRET"]) {
      expect(refused.output).toContain(name);
    }
    expect(unreachable.status).toBe(1);
    for (const output of [refused.output, unreachable.output]) {
      for (const secret of [
        "Sup3r-Secret-Pa55",
        "Mail-Pa55word",
        "too-short-Secret",
        "Query-Pa55",
        "Frag-Pa55",
      ]) {
        expect(output).not.toContain(secret);
      }
    }
  }, 120_000);

  it("writes no link token in a logged URL", () => {
    expect(withoutTokens("/api/newsletter/confirm?token=abc.def&lng=fr")).toBe(
      "/api/newsletter/confirm?token=***&lng=fr",
    );
  });
});

/**
 * A tmpfs of `size` at a new folder, if this process may mount one (root with CAP_SYS_ADMIN),
 * owned by `owner` (a uid and gid) when given.
 */
function mountSmallDisk(
  size: string,
  owner?: { uid: number; gid: number },
): { dir: string; unmount(): void } | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "full-disk-"));
  const options = [
    `size=${size}`,
    ...(owner ? [`uid=${owner.uid}`, `gid=${owner.gid}`, "mode=0700"] : []),
  ];
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options.join(","), "tmpfs", dir], {
      stdio: "pipe",
    });
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

/** Writes a file at `file` until `leave` bytes are left on its file system, or none. */
function fill(file: string, leave = 0): void {
  const fd = fs.openSync(file, "a");
  try {
    for (;;) {
      const { bavail, bsize } = fs.statfsSync(path.dirname(file));
      const room = bavail * bsize - leave;
      if (room <= 0) return;
      fs.writeSync(fd, Buffer.alloc(Math.min(room, 64 * 1024), 1));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(fd);
  }
}

/** Text that no database compresses much: random characters of three bytes in UTF-8. */
const incompressible = (length: number) =>
  Array.from({ length }, () =>
    String.fromCharCode(0x4e00 + Math.floor(Math.random() * 0x5000)),
  ).join("");

/**
 * Health checks interleaved with the forms' writes, subscriptions and, one write in four, the
 * largest (a contact message at its longest), until `enough` writes have failed: each pair as
 * [health, write] statuses.
 */
async function interleave(app: FastifyInstance, enough = 4): Promise<[number, number][]> {
  const pairs: [number, number][] = [];
  let failed = 0;
  for (let n = 0; n < 600 && failed < enough; n++) {
    const health = (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
    const largest = n % 4 === 3;
    const write = await app.inject({
      method: "POST",
      url: largest ? "/api/contact" : "/api/email/register-to-list",
      headers: { "content-type": "application/json" },
      payload: largest
        ? JSON.stringify({ ...visitorMessage(n), message: incompressible(5000) })
        : newsletterBody(`disk-${n}@example.com`),
    });
    pairs.push([health, write.statusCode]);
    if (write.statusCode >= 500) failed++;
  }
  return pairs;
}

/** The pairs where the health check said 200 and the write right after it failed. */
const untrue = (pairs: [number, number][]) =>
  pairs.filter(([health, write]) => health === 200 && write >= 500);

/**
 * Fills the file system holding `filler` but for `leave` bytes, lets the forms' writes take the
 * rest with health checks between them, and checks that no check said 200 right before a write
 * that failed for lack of room; `whileFull` looks at the full disk, then the room is freed and the
 * check must say 200 again and a subscription go through.
 */
async function fillAndFree(
  app: FastifyInstance,
  filler: string,
  leave: number,
  whileFull = () => {},
) {
  const health = async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode;
  expect(await health()).toBe(200);
  fill(filler, leave);
  const pairs = await interleave(app);
  expect(pairs.filter(([, status]) => status >= 500).length, "the disk filled up").toBe(4);
  expect(pairs.filter(([, status]) => status < 300).length).toBeGreaterThan(5);
  expect(untrue(pairs)).toEqual([]);
  expect(await health()).toBe(503);
  whileFull();
  fs.rmSync(filler);
  expect(await health()).toBe(200);
  const again = await app.inject({
    method: "POST",
    url: "/api/email/register-to-list",
    headers: { "content-type": "application/json" },
    payload: newsletterBody("after-the-disk@example.com"),
  });
  expect(again.statusCode).toBe(201);
}

const disk = mountSmallDisk("4m");
afterAll(() => disk?.unmount());

describe.skipIf(disk === undefined)("a full disk (SQLite on a 4 MiB tmpfs; needs root)", () => {
  const servers = serversPerTest(backends[0]!);

  it("turns the health check to 503 whenever a write would fail for lack of room, writes interleaved, logs the error, and back to 200 once space is freed", async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const app = await servers.build({
      api: { database: { kind: "sqlite", path: path.join(disk!.dir, "site.db") } },
      logLevel: "info",
    });
    try {
      // Room for a few dozen of the largest writes, which the writes then take.
      await fillAndFree(app, path.join(disk!.dir, "filler"), 768 * 1024, () => {
        const log = lines.join("");
        expect(log).toMatch(/database or disk is full/);
        expect(log).toMatch(/health check failed/);
        expect(log).toMatch(/less than the \d+ KiB a form's write needs: the disk is full/);
        expect(log).not.toMatch(/cannot rollback/);
      });
    } finally {
      write.mockRestore();
    }
  });
});

/** The `postgres` system user the run's PostgreSQL runs as, when this process is root. */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    return process.getuid?.() === 0 ? { uid: id("-u"), gid: id("-g") } : undefined;
  } catch {
    return undefined;
  }
}

const owner = postgresUser();
// A new database copies template1 (some 8 MB) into its tablespace.
const pgDisk = owner && mountSmallDisk("24m", owner);
afterAll(() => pgDisk?.unmount());

describe.skipIf(pgDisk === undefined)(
  "a full disk under PostgreSQL's tables (a tablespace on a 24 MiB tmpfs; needs root)",
  () => {
    const servers = serversPerTest(backends[1]!);

    it("turns the health check to 503 whenever a write would fail for lack of room, writes interleaved, and back to 200 once space is freed", async () => {
      const admin = new pg.Client({ connectionString: inject("postgresUrl") });
      await admin.connect();
      const name = `full_disk_${Date.now()}`;
      await admin.query(`CREATE TABLESPACE ${name} LOCATION '${pgDisk!.dir}'`);
      // FILE_COPY: the template's files copied as they are, rather than written through the WAL.
      await admin.query(`CREATE DATABASE ${name} TABLESPACE ${name} STRATEGY FILE_COPY`);
      const url = new URL(inject("postgresUrl"));
      url.pathname = `/${name}`;
      const app = await servers.build({
        api: { database: { kind: "postgres", url: url.href } },
        logLevel: "silent",
      });
      try {
        // PostgreSQL's WAL stays on its own disk: only the tables run out of room.
        await fillAndFree(app, path.join(pgDisk!.dir, "filler"), 512 * 1024);
      } finally {
        await app.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`DROP TABLESPACE IF EXISTS ${name}`);
        await admin.end();
      }
    });
  },
);
