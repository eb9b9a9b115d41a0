/**
 * Bad input never breaks the API: 1,200 bodies drawn by fast-check (wrong types, huge strings,
 * broken JSON, raw bytes, unicode oddities, SQL and HTML payloads, wrong content types, bad
 * consent fields, browsers' own form posts), eight at a time, against the real server process,
 * on SQLite and on PostgreSQL. Every answer must be below 500; a JSON body the shared
 * validation accepts must be answered 2xx and stored verbatim (trimmed), any other 4xx; a form
 * post lands (303) on its success page when valid, on a failure page otherwise; the server must
 * stay up, answer a visitor's page throughout (its health check, which gives the database two
 * seconds to commit, is asked once the load is over: a starved CI machine's PostgreSQL may take
 * longer meanwhile), and let the slow clients go by its request timeout (two seconds here, REQUEST_TIMEOUT_SECONDS, rather than the default fifteen). How fast
 * it answers is the bench's to measure (npm run bench), not this test's.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { checkContact } from "../../lib/contact-request.ts";
import { checkSubscription, isBot, normaliseEmail } from "../../lib/validation.ts";
import { root, serversPerTest } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";

const COUNT = 1200;
/** Clients that send half a body, then stall or drip a byte a second (slowloris). */
const SLOW_CLIENTS = 100;
/** The server's request timeout in this test, which lets the slow clients go. */
const REQUEST_TIMEOUT_SECONDS = 2;

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

/**
 * fast-check draws the bodies. A run's seed is random unless FUZZ_SEED gives it; it is logged
 * before the run, and a failure prints the seed and the path of the smallest failing batch it
 * shrank to: FUZZ_SEED=<seed> FUZZ_PATH=<path> replays that batch alone.
 */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : (Date.now() ^ (Math.random() * 0x100000000)) | 0;
const PATH = process.env.FUZZ_PATH || undefined;
/** Bodies sent at once, as that many visitors would: a property run is one such batch. */
const BATCH = 8;

/** The consent versions the server knows: those of the current locale files. */
const knownConsent = (["en", "fr"] as const).map((lng) => {
  const file = path.join(root, "locales", lng, "forms.json");
  return consentVersion(JSON.parse(fs.readFileSync(file, "utf8")).newsletter.consent as string);
});

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
const nastyPick = fc.constantFrom(...nasty);

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.nat(19_999).map((n) => "x".repeat(n)) },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom("🙂", "é", "\u0000", "a"), fc.nat(5999))
      .map(([unit, n]) => unit.repeat(n)),
  },
  { weight: 15, arbitrary: fc.tuple(nastyPick, nastyPick).map(([a, b]) => `${a}${b}`) },
  { weight: 65, arbitrary: nastyPick },
  // Any code points at all, control characters and astral ones included.
  { weight: 5, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
);

/** Any JSON value, nested up to three levels below `depth`. */
const nastyValues: fc.Arbitrary<unknown>[] = [];
for (let depth = 3; depth >= 0; depth--) {
  const deeper = nastyValues[depth + 1];
  nastyValues[depth] = fc.oneof(
    { weight: 55, arbitrary: nastyString },
    {
      weight: 7,
      arbitrary: fc.tuple(fc.nat(999_999_999), fc.boolean()).map(([n, minus]) => (minus ? -n : n)),
    },
    { weight: 4, arbitrary: fc.boolean() },
    { weight: 4, arbitrary: fc.constant(null) },
    { weight: 5, arbitrary: fc.constant(Infinity) }, // JSON.stringify writes null
    ...(deeper
      ? [
          { weight: 10, arbitrary: fc.tuple(deeper, deeper) },
          {
            weight: 15,
            arbitrary: fc
              .tuple(deeper, nastyString, deeper)
              .map(([email, key, value]) => ({ email, [key]: value })),
          },
        ]
      : [{ weight: 25, arbitrary: nastyString }]),
  );
}
const nastyValue = (depth = 0) => nastyValues[depth]!;

type Endpoint = "email/register-to-list" | "contact";

interface Case {
  endpoint: Endpoint;
  contentType: string | undefined;
  body: string | Uint8Array<ArrayBuffer>;
  /** The parsed body, when it is JSON sent as JSON, or a browser's form. */
  json?: unknown;
  /** A browser's own form post (urlencoded), answered with a 303 to a page. */
  form?: boolean;
}

/** Half of the time `value`, else nothing. */
const sometimes = <T>(value: fc.Arbitrary<T>, weight = 50) =>
  fc.oneof(
    { weight: 100 - weight, arbitrary: fc.constant(undefined) },
    { weight, arbitrary: value },
  );

/** A JSON body: anything, or the endpoint's fields holding anything. */
function jsonCase(endpoint: Endpoint): fc.Arbitrary<Case> {
  const fields =
    endpoint === "email/register-to-list"
      ? fc
          .record({
            email: fc.oneof(nastyPick, nastyValue(2)),
            // The consent record's fields, half of the time each: plausible, or anything.
            ...Object.fromEntries(
              Object.entries({
                lng: ["en", "fr"],
                source: ["/", "/fr/pricing"],
                consent: knownConsent,
              }).map(([field, values]) => [
                field,
                sometimes(
                  fc.oneof(
                    { weight: 60, arbitrary: fc.constantFrom(...values) },
                    { weight: 28, arbitrary: nastyPick },
                    { weight: 12, arbitrary: nastyValue(2) },
                  ),
                ),
              ]),
            ),
          })
          .map((json) =>
            Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined)),
          )
      : fc.record({
          name: fc.oneof(
            { weight: 7, arbitrary: nastyString },
            { weight: 3, arbitrary: nastyValue(2) },
          ),
          email: fc.oneof(
            { weight: 7, arbitrary: nastyPick },
            { weight: 3, arbitrary: nastyValue(2) },
          ),
          message: fc.oneof(
            { weight: 7, arbitrary: nastyString },
            { weight: 3, arbitrary: nastyValue(2) },
          ),
        });
  const json = fc.oneof({ weight: 6, arbitrary: nastyValue() }, { weight: 56, arbitrary: fields });
  return fc
    .tuple(
      json,
      sometimes(nastyString, 5),
      fc.constantFrom("application/json", "application/json; charset=utf-8", "Application/JSON"),
    )
    .map(([value, website, contentType]) => {
      const sent =
        website !== undefined &&
        typeof value === "object" &&
        value !== null &&
        !Array.isArray(value)
          ? { ...value, website }
          : value;
      const body = JSON.stringify(sent) ?? "null";
      return { endpoint, contentType, body, json: JSON.parse(body) };
    });
}

function endpointCase(endpoint: Endpoint): fc.Arbitrary<Case> {
  const brokenJson = fc
    .tuple(
      nastyString,
      nastyString,
      fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      fc.nat(4),
    )
    .map(([email, message, at, variant]): Case => {
      const text = JSON.stringify({ email, message });
      const cut = text.slice(0, Math.floor(at * text.length));
      const body = [cut, `${text}}`, "{'a':1}", "NaN", '{"a":}'][variant]!;
      return { endpoint, contentType: "application/json", body };
    });
  // Raw bytes, often not UTF-8.
  const rawBytes = fc.uint8Array({ maxLength: 299 }).map((bytes): Case => ({
    endpoint,
    contentType: "application/json",
    body: new Uint8Array(bytes),
  }));
  const wrongType = fc
    .tuple(
      nastyString,
      fc.constantFrom(
        undefined,
        "text/plain",
        "text/html",
        "application/jsonx",
        "multipart/form-data; boundary=x",
      ),
    )
    .map(([email, contentType]): Case => ({
      endpoint,
      contentType,
      body: JSON.stringify({ email }),
    }));
  // A browser's form: every value a string; the server reads CRLF line breaks as LF.
  const formFields: fc.Arbitrary<Record<string, string | undefined>> =
    endpoint === "contact"
      ? fc.record({ name: nastyString, email: nastyPick, message: nastyString })
      : fc.record({ email: nastyString, lng: sometimes(fc.constantFrom("en", "fr", "de", "")) });
  const form = fc.tuple(formFields, sometimes(nastyString, 5)).map(([values, website]): Case => {
    const fields = Object.fromEntries(
      Object.entries({ ...values, website }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const body = new URLSearchParams(fields).toString();
    const json = Object.fromEntries(
      [...new URLSearchParams(body)].map(([k, v]) => [k, v.replace(/\r\n?/g, "\n")]),
    );
    return { endpoint, contentType: "application/x-www-form-urlencoded", body, json, form: true };
  });
  const deep = fc.nat(4999).map((depth): Case => ({
    endpoint,
    contentType: "application/json",
    body: `${"[".repeat(depth)}${"]".repeat(depth)}`,
  }));
  return fc.oneof(
    { weight: 8, arbitrary: brokenJson },
    { weight: 5, arbitrary: rawBytes },
    { weight: 7, arbitrary: wrongType },
    { weight: 8, arbitrary: form },
    { weight: 4, arbitrary: deep },
    { weight: 68, arbitrary: jsonCase(endpoint) },
  );
}

const anyCase = fc.oneof(endpointCase("email/register-to-list"), endpointCase("contact"));

/** Where a form post may land: an outcome page of its form, a success one when it was valid. */
const OUTCOME_PAGE = /^(?:\/fr)?\/(?:newsletter|contact)\/[a-z-]+$/;
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

  it(`answers ${COUNT} malformed or hostile bodies with 4xx (2xx when valid), never 5xx, and a visitor throughout, ${SLOW_CLIENTS} slow clients meanwhile`, async () => {
    const fixture = await servers.fixture();
    const server = await servers.spawn({
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    });
    const slow = Array.from({ length: SLOW_CLIENTS }, (_, n) => slowClient(server.base, n));
    // A visitor's request every 100 ms, until the slow clients are gone: each answered 200.
    let probing = true;
    const probes: number[] = [];
    const prober = (async () => {
      while (probing) {
        const response = await fetch(`${server.base}/`);
        await response.text();
        probes.push(response.status);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const statuses = new Map<number, number>();
    let sent = 0;
    let stored = 0;

    /** What is wrong with the server's answer to one body, if anything. */
    async function problemsWith(test: Case): Promise<string[]> {
      const headers: Record<string, string> = {};
      if (test.contentType !== undefined) headers["content-type"] = test.contentType;
      const response = await fetch(`${server.base}/api/${test.endpoint}`, {
        method: "POST",
        headers,
        body: test.body,
        redirect: "manual",
      });
      const text = await response.text();
      sent++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const expected = expectation(test);
      const shown = `${test.endpoint} ${String(test.body).slice(0, 120)} → ${response.status} ${text.slice(0, 120)}`;
      const problems: string[] = [];
      if (test.form) {
        const location = response.headers.get("location") ?? "";
        const accepted = Boolean(expected.stored || expected.bot);
        if (response.status !== 303) problems.push(`form post not redirected: ${shown}`);
        else if (!OUTCOME_PAGE.test(location)) problems.push(`unknown page ${location}: ${shown}`);
        else if (accepted !== SUCCESS_PAGE.test(location))
          problems.push(`wrong page ${location}: ${shown}`);
      } else {
        if (response.status >= 500) problems.push(`5xx: ${shown}`);
        else if (expected.stored || expected.bot) {
          if (response.status !== 201 && response.status !== 200)
            problems.push(`valid refused: ${shown}`);
        } else if (response.status < 400) problems.push(`invalid accepted: ${shown}`);
        if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) {
          problems.push(`not JSON: ${shown}`);
        }
        if (/\bat .*:\d+:\d+/.test(text)) problems.push(`stack trace: ${shown}`);
      }
      // Everything valid is stored as sent (trimmed).
      if (expected.stored && problems.length === 0) {
        const { name, email, message } = expected.stored;
        const found =
          test.endpoint === "contact"
            ? await sql(
                fixture.database,
                "SELECT 1 FROM messages WHERE name = ? AND email = ? AND message = ?",
                name,
                email,
                message,
              )
            : // The first of an address's case variants is the one stored, with its consent record.
              await sql(
                fixture.database,
                "SELECT 1 FROM subscriptions WHERE email_key = ?",
                email!.toLowerCase(),
              );
        if (found.length === 0)
          problems.push(`not stored verbatim: ${JSON.stringify(expected.stored).slice(0, 200)}`);
        else stored++;
      }
      return problems;
    }

    let slowEnds: string[] = [];
    // Said first, so that even a run stopped by the test's timeout can be replayed.
    console.log(`fuzz (${backend.name}): seed ${SEED}${PATH ? `, path ${PATH}` : ""}`);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(anyCase, { minLength: BATCH, maxLength: BATCH }),
          async (batch) => {
            const problems = (await Promise.all(batch.map(problemsWith))).flat();
            expect(problems.slice(0, 20)).toEqual([]);
          },
        ),
        // Shrinking a failure stops in time for fast-check to print its seed and path.
        {
          numRuns: Math.ceil(COUNT / BATCH),
          seed: SEED,
          path: PATH,
          interruptAfterTimeLimit: 100_000,
        },
      );
    } finally {
      // The slow clients are let go by the server itself (its request timeout: 408), none by a
      // 5xx; should one never be, the test's own timeout ends it.
      slowEnds = await Promise.all(slow.map((client) => client.ended));
      for (const client of slow) client.stop();
      probing = false;
      await prober;
    }

    // Still alive, and the database takes writes.
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    console.log(
      `fuzz (${backend.name}): ${sent} bodies, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, ` +
        `${stored} valid and stored`,
    );
    console.log(
      `fuzz (${backend.name}): ${SLOW_CLIENTS} slow clients ended ${JSON.stringify(Object.fromEntries(slowEnds.reduce((m, e) => m.set(e, (m.get(e) ?? 0) + 1), new Map<string, number>())))}, ` +
        `${probes.length} probes`,
    );
    // Every run was made (a replay of one path makes only that one).
    if (!PATH) expect(sent).toBeGreaterThanOrEqual(COUNT);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect(slowEnds.every((end) => end === "closed" || /^HTTP\/1\.1 4\d\d/.test(end))).toBe(true);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.filter((status) => status !== 200)).toEqual([]);
  }, 180_000);
});
