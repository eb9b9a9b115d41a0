/**
 * Bad input never breaks the API: 1,200 generated bodies (wrong types, huge strings, broken
 * JSON, raw bytes, unicode oddities, SQL and HTML payloads, wrong content types, bad consent
 * fields, browsers' own form posts) against the real server process, on SQLite and on
 * PostgreSQL. Every answer must be below 500; a JSON body the shared validation accepts must be
 * answered 2xx and stored verbatim (trimmed), any other 4xx; a form post lands (303) on its
 * success page when valid, on a failure page otherwise; the server must stay up.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentVersion } from "@/lib/consent";
import { checkContact } from "@/lib/contact-request";
import { checkSubscription, isBot, normaliseEmail } from "@/lib/validation";
import { root, serversPerTest } from "./support/server-fixture";
import { backends, sql } from "./support/databases";

const COUNT = 1200;
/** Clients that send half a body, then stall or drip a byte a second (slowloris). */
const SLOW_CLIENTS = 100;
/** How long the server may take to answer a probe while under all this. */
const PROBE_LIMIT_MS = 1000;

interface SlowClient {
  /** Resolves with what the server answered (its status line), or "closed" once it hung up. */
  ended: Promise<string>;
  stop(): void;
}

function slowClient(base: string, n: number): SlowClient {
  const { port } = new URL(base);
  const socket = net.connect(Number(port), "127.0.0.1");
  const body = JSON.stringify({
    name: `Slow ${n}`,
    email: `slow-${n}@example.com`,
    message: "x".repeat(200),
  });
  let timer: NodeJS.Timeout | undefined;
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  socket.on("error", () => {});
  socket.on("connect", () => {
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 100)}`,
    );
    // Half of them drip a byte a second: never silent, never done.
    if (n % 2 === 0) timer = setInterval(() => socket.write(" "), 1000);
  });
  const ended = new Promise<string>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve(answer.split("\r\n")[0] || "closed");
    }),
  );
  return {
    ended,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** A small seeded PRNG (mulberry32), so a failure replays. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20_260_401);

/** The consent versions the server knows: those of the current locale files. */
const knownConsent = (["en", "fr"] as const).map((lng) => {
  const file = path.join(root, "locales", lng, "forms.json");
  return consentVersion(JSON.parse(fs.readFileSync(file, "utf8")).newsletter.consent as string);
});
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

const nasty = [
  "",
  " ",
  "ada@example.com",
  "Ada@EXAMPLE.com",
  "  grace@example.org  ",
  "a@b",
  "@",
  "a@b..c",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE subscriptions; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM messages;--",
  '=HYPERLINK("http://evil")',
  "\u0000",
  "\ud800",
  "\udfff lone",
  "🙂🙂🙂",
  "e\u0301\u0301\u0301",
  "\u202eevil\u202c",
  "\u200b\u200b",
  "Ｆｕｌｌｗｉｄｔｈ@example.com",
  "ß@straße.de",
  "null",
  "undefined",
  "__proto__",
  "%00%0d%0a",
  "\r\nBcc: victim@example.com",
  "Hello there, I would like a quote for 40 panellists.",
  "Bonjour, nous voudrions un devis pour 12 mois — merci !",
  "/fr/pricing",
  "/",
  "//evil.example",
  "en",
  "fr",
  "0123456789ab",
  ...knownConsent,
];

function nastyString(): string {
  const roll = rand();
  if (roll < 0.1) return "x".repeat(Math.floor(rand() * 20_000));
  if (roll < 0.15) return pick(["🙂", "é", "\u0000", "a"]).repeat(Math.floor(rand() * 6000));
  if (roll < 0.3) return `${pick(nasty)}${pick(nasty)}`;
  return pick(nasty);
}

function nastyValue(depth = 0): unknown {
  const roll = rand();
  if (roll < 0.55) return nastyString();
  if (roll < 0.62) return Math.floor(rand() * 1e9) * (rand() < 0.5 ? -1 : 1);
  if (roll < 0.66) return rand() < 0.5;
  if (roll < 0.7) return null;
  if (roll < 0.75) return 1e308 * 10; // Infinity: JSON.stringify writes null
  if (roll < 0.85 && depth < 3) return [nastyValue(depth + 1), nastyValue(depth + 1)];
  if (depth < 3) return { email: nastyValue(depth + 1), [nastyString()]: nastyValue(depth + 1) };
  return nastyString();
}

interface Case {
  endpoint: "email/register-to-list" | "contact";
  contentType: string | undefined;
  body: string | Uint8Array<ArrayBuffer>;
  /** The parsed body, when it is JSON sent as JSON, or a browser's form. */
  json?: unknown;
  /** A browser's own form post (urlencoded), answered with a 303 to a page. */
  form?: boolean;
}

function generate(): Case {
  const endpoint = rand() < 0.5 ? "email/register-to-list" : "contact";
  const roll = rand();
  if (roll < 0.08) {
    // Broken JSON.
    const text = JSON.stringify({ email: nastyString(), message: nastyString() });
    const cut = text.slice(0, Math.floor(rand() * text.length));
    return {
      endpoint,
      contentType: "application/json",
      body: pick([cut, `${text}}`, "{'a':1}", "NaN", '{"a":}']),
    };
  }
  if (roll < 0.13) {
    // Raw bytes, often not UTF-8.
    const bytes = new Uint8Array(
      Array.from({ length: Math.floor(rand() * 300) }, () => Math.floor(rand() * 256)),
    );
    return { endpoint, contentType: "application/json", body: bytes };
  }
  if (roll < 0.2) {
    const body = JSON.stringify({ email: nastyString() });
    return {
      endpoint,
      contentType: pick([
        undefined,
        "text/plain",
        "text/html",
        "application/jsonx",
        "multipart/form-data; boundary=x",
      ]),
      body,
    };
  }
  if (roll < 0.28) {
    // A browser's form: every value a string; the server reads CRLF line breaks as LF.
    const fields: Record<string, string> =
      endpoint === "contact"
        ? { name: nastyString(), email: pick(nasty), message: nastyString() }
        : { email: nastyString(), ...(rand() < 0.5 ? { lng: pick(["en", "fr", "de", ""]) } : {}) };
    if (rand() < 0.05) fields.website = nastyString();
    const body = new URLSearchParams(fields).toString();
    const json = Object.fromEntries(
      [...new URLSearchParams(body)].map(([k, v]) => [k, v.replace(/\r\n?/g, "\n")]),
    );
    return { endpoint, contentType: "application/x-www-form-urlencoded", body, json, form: true };
  }
  if (roll < 0.32) {
    const depth = Math.floor(rand() * 5000);
    return {
      endpoint,
      contentType: "application/json",
      body: `${"[".repeat(depth)}${"]".repeat(depth)}`,
    };
  }
  let json: unknown;
  if (roll < 0.38) json = nastyValue();
  else if (endpoint === "email/register-to-list") {
    json = { email: rand() < 0.5 ? pick(nasty) : nastyValue(2) };
    // The consent record's fields, half of the time each: plausible, or anything.
    const plausible = { lng: ["en", "fr"], source: ["/", "/fr/pricing"], consent: knownConsent };
    for (const [field, values] of Object.entries(plausible)) {
      if (rand() < 0.5) continue;
      (json as Record<string, unknown>)[field] =
        rand() < 0.6 ? pick(values) : rand() < 0.7 ? pick(nasty) : nastyValue(2);
    }
  } else {
    json = {
      name: rand() < 0.7 ? nastyString() : nastyValue(2),
      email: rand() < 0.7 ? pick(nasty) : nastyValue(2),
      message: rand() < 0.7 ? nastyString() : nastyValue(2),
    };
  }
  if (typeof json === "object" && json !== null && rand() < 0.05) {
    (json as Record<string, unknown>).website = nastyString();
  }
  const contentType = pick([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON",
  ]);
  return {
    endpoint,
    contentType,
    body: JSON.stringify(json) ?? "null",
    json: JSON.parse(JSON.stringify(json) ?? "null"),
  };
}

/** Where a form post may land: an outcome page of its form, a success one when it was valid. */
/** An outcome page, or the contact form again with what was typed and the refused fields. */
const OUTCOME_PAGE =
  /^(?:\/fr)?\/(?:newsletter|contact)\/[a-z-]+$|^(?:\/fr)?\/contact\?(?:[^#]*&)?errors=[\w.%]+$/;
const SUCCESS_PAGE = /\/(?:subscribed|sent)$/;

/** What the shared rules say of a body: stored (and as what), a bot, or refused. */
function expectation(test: Case): { stored?: Record<string, string>; bot?: boolean } {
  const json = test.json;
  if (typeof json !== "object" || json === null || Array.isArray(json)) return {};
  if (Buffer.byteLength(test.body) > 16 * 1024) return {};
  // Fastify refuses a `__proto__` key anywhere (prototype poisoning) with a 400.
  if (typeof test.body === "string" && /"__proto__"\s*:/.test(test.body)) return {};
  const fields = json as Record<string, unknown>;
  if (isBot(fields)) return { bot: true };
  if (test.endpoint === "contact") {
    const checked = checkContact(fields);
    if (!checked.ok) return {};
    const { name, email, message } = checked.value;
    return { stored: { name, email, message } };
  }
  const subscription = checkSubscription(fields);
  if (!subscription.ok) return {};
  const { email, consent } = subscription.value;
  if (consent !== null && !knownConsent.includes(consent)) return {};
  return { stored: { email: normaliseEmail(email) } };
}

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);

  it(`answers ${COUNT} malformed or hostile bodies with 4xx (2xx when valid), never 5xx, and within a second throughout, ${SLOW_CLIENTS} slow clients meanwhile`, async () => {
    const fixture = await servers.fixture();
    const server = await servers.spawn();
    const cases = Array.from({ length: COUNT }, generate);
    const slow = Array.from({ length: SLOW_CLIENTS }, (_, n) => slowClient(server.base, n));
    // A visitor's request every 100 ms, timed, until the slow clients are gone.
    let probing = true;
    const probeTimes: number[] = [];
    const prober = (async () => {
      while (probing) {
        const started = performance.now();
        const response = await fetch(`${server.base}/api/health`);
        await response.text();
        probeTimes.push(performance.now() - started);
        if (response.status !== 200) probeTimes.push(Infinity);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    const valid: Case[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const test = cases[next++]!;
        const headers: Record<string, string> = {};
        if (test.contentType !== undefined) headers["content-type"] = test.contentType;
        const response = await fetch(`${server.base}/api/${test.endpoint}`, {
          method: "POST",
          headers,
          body: test.body,
          redirect: "manual",
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const expected = expectation(test);
        const shown = `${test.endpoint} ${String(test.body).slice(0, 120)} → ${response.status} ${text.slice(0, 120)}`;
        if (test.form) {
          const location = response.headers.get("location") ?? "";
          const accepted = Boolean(expected.stored || expected.bot);
          if (response.status !== 303) problems.push(`form post not redirected: ${shown}`);
          else if (!OUTCOME_PAGE.test(location))
            problems.push(`unknown page ${location}: ${shown}`);
          else if (accepted !== SUCCESS_PAGE.test(location))
            problems.push(`wrong page ${location}: ${shown}`);
          if (expected.stored) valid.push(test);
          continue;
        }
        if (response.status >= 500) problems.push(`5xx: ${shown}`);
        else if (expected.stored || expected.bot) {
          if (response.status !== 201 && response.status !== 200)
            problems.push(`valid refused: ${shown}`);
          if (expected.stored) valid.push(test);
        } else if (response.status < 400) problems.push(`invalid accepted: ${shown}`);
        if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) {
          problems.push(`not JSON: ${shown}`);
        }
        if (/\bat .*:\d+:\d+/.test(text)) problems.push(`stack trace: ${shown}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    // The slow clients are let go by the server itself (its request timeout: 408), none by a 5xx.
    const slowEnds = await Promise.race([
      Promise.all(slow.map((client) => client.ended)),
      new Promise<string[]>((resolve) =>
        setTimeout(() => resolve(["still open after 40 s"]), 40_000),
      ),
    ]);
    for (const client of slow) client.stop();
    probing = false;
    await prober;

    // Still alive, and everything valid is stored as sent (trimmed).
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    const database = fixture.database;
    for (const test of valid) {
      const stored = expectation(test).stored!;
      const found =
        test.endpoint === "contact"
          ? await sql(
              database,
              "SELECT 1 FROM messages WHERE name = ? AND email = ? AND message = ?",
              stored.name,
              stored.email,
              stored.message,
            )
          : // The first of an address's case variants is the one stored, with its consent record.
            await sql(
              database,
              "SELECT 1 FROM subscriptions WHERE email_key = ?",
              stored.email!.toLowerCase(),
            );
      if (found.length === 0)
        problems.push(`not stored verbatim: ${JSON.stringify(stored).slice(0, 200)}`);
    }
    console.log(
      `fuzz (${backend.name}): ${COUNT} bodies, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ` +
        `${valid.length} valid and stored`,
    );
    console.log(
      `fuzz (${backend.name}): ${SLOW_CLIENTS} slow clients ended ${JSON.stringify(Object.fromEntries(slowEnds.reduce((m, e) => m.set(e, (m.get(e) ?? 0) + 1), new Map<string, number>())))}, ` +
        `${probeTimes.length} probes, slowest ${Math.round(Math.max(...probeTimes))} ms`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect(slowEnds.every((end) => end === "closed" || /^HTTP\/1\.1 4\d\d/.test(end))).toBe(true);
    expect(Math.max(...probeTimes)).toBeLessThan(PROBE_LIMIT_MS);
  }, 180_000);
});
