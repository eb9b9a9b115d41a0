/**
 * The outbox (server/outbox/): every e-mail the server owes (a subscription's confirmation, a
 * contact message's forward) is queued with its row and sent by the server with retries, on
 * SQLite and on PostgreSQL, against a real SMTP server that refuses for a while and then
 * accepts: each e-mail delivered once, none lost across a SIGKILL of the server in between,
 * none sent twice by two instances on one PostgreSQL database; given up after three days.
 */
import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../../server/db/target.ts";
import type { OutboxMessage } from "../../server/db/schema.ts";
import { GIVE_UP_AFTER_MS, retryAfter } from "../../server/outbox/worker.ts";
import {
  makeFixture,
  post,
  root,
  serversPerTest,
  spawnServer,
  type Fixture,
  type Spawned,
  visitorMessage as contact,
} from "./support/server-fixture.ts";
import { backends, databaseEnv, sql } from "./support/databases.ts";
import { readMail } from "../support/read-mail.ts";
import { startSmtp, until } from "../support/smtp.ts";

const TEAM = "team@epiderma.example";
const SECRET = "outbox-test-secret-of-at-least-32-characters";
const CONFIRM_SUBJECT = "Confirm your subscription to the Epiderma newsletter";

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

const mailEnv = (smtp: Smtp) => ({ SMTP_URL: smtp.url, CONTACT_TO: TEAM, TOKEN_SECRET: SECRET });

/** What the mail server received, as `recipient: subject` lines, sorted. */
async function deliveries(smtp: Smtp): Promise<string[]> {
  const mails = await Promise.all(smtp.received.map(readMail));
  return mails.map((mail) => `${mail.to}: ${mail.subject}`).sort();
}

/** The outbox's rows, with an optional WHERE clause. */
function rows(fixture: Fixture, where = "") {
  return sql<{ id: number; kind: string }>(
    fixture.database,
    `SELECT id, kind FROM outbox ${where}`,
  );
}

/** Time passes: every queued e-mail is due, and any lease a killed server held has ended. */
async function laterOn(database: DatabaseTarget): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await sql(
    database,
    "UPDATE outbox SET next_attempt_at = ?, locked_until = CASE WHEN locked_until IS NULL THEN NULL ELSE ? END",
    past,
    past,
  );
}

function exportOutbox(fixture: Fixture): string[] {
  return execFileSync(process.execPath, ["scripts/export.ts", "outbox"], {
    cwd: root,
    env: { ...process.env, ...databaseEnv(fixture.database) },
    encoding: "utf8",
  })
    .trim()
    .split("\r\n");
}

describe.each(backends)("on $name", (backend) => {
  let fixture: Fixture;
  let smtp: Smtp;
  // Registered first, so it runs last: the mail server closes once the servers are killed.
  afterEach(async () => {
    await smtp?.close();
  });
  const servers = serversPerTest(backend);
  const start = () => servers.spawn(mailEnv(smtp));
  /** A fresh database, a mail server refusing every connection, and the server on them. */
  const startRefused = async () => {
    fixture = await servers.fixture();
    smtp = await startSmtp();
    smtp.state.refusing = true;
    return start();
  };

  it("delivers every e-mail exactly once after the mail server refused, across a SIGKILL", async () => {
    let server = await startRefused();

    const subscribers = Array.from({ length: 8 }, (_, n) => `reader-${n}@example.com`);
    for (const email of subscribers) {
      expect((await post(server.base, "email/register-to-list", { email })).status).toBe(201);
    }
    for (let n = 0; n < 4; n++) {
      expect((await post(server.base, "contact", contact(n))).status).toBe(201);
    }
    // The server tried, the mail server refused, the attempt is recorded for a retry.
    await until(async () => (await rows(fixture, "WHERE last_error IS NOT NULL")).length > 0);
    expect(smtp.state.refused).toBeGreaterThan(0);
    await server.kill();
    expect(smtp.received).toEqual([]);
    expect(await rows(fixture)).toHaveLength(12);

    // The mail server is back; the restarted server sends what is due.
    smtp.state.refusing = false;
    await laterOn(fixture.database);
    server = await start();
    await until(() => smtp.received.length >= 12, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveries(smtp)).toEqual(
      [
        ...subscribers.map((email) => `${email}: ${CONFIRM_SUBJECT}`),
        ...[0, 1, 2, 3].map((n) => `${TEAM}: Contact form: Visitor ${n}`),
      ].sort(),
    );
    expect(await rows(fixture)).toEqual([]);
    const forwarded = await sql<{ forwarded_at: string | null }>(
      fixture.database,
      "SELECT forwarded_at FROM messages",
    );
    expect(forwarded.map((row) => row.forwarded_at)).toEqual(
      Array(4).fill(expect.stringMatching(/^\d{4}-/)),
    );
    // A confirmation rendered at the retry confirms.
    const mail = await readMail(smtp.received.find((m) => m.to[0] === subscribers[0])!);
    const path = new URL(mail.confirmUrl).pathname + new URL(mail.confirmUrl).search;
    const confirmed = await fetch(`${server.base}${path}`, { redirect: "manual" });
    expect(confirmed.headers.get("location")).toBe("/newsletter/confirmed");
  }, 60_000);

  it("gives an e-mail up after three days of failures, logs it and exports it as given up", async () => {
    const first = await startRefused();
    expect((await post(first.base, "contact", contact(1))).status).toBe(201);
    await until(async () => (await rows(fixture, "WHERE last_error IS NOT NULL")).length > 0);
    await first.kill();

    // Queued three days ago and failing since: the next failure is the last.
    const threeDaysAgo = new Date(Date.now() - GIVE_UP_AFTER_MS).toISOString();
    await sql(fixture.database, "UPDATE outbox SET created_at = ?, attempts = 20", threeDaysAgo);
    await laterOn(fixture.database);
    const second = await start();
    await until(async () => (await rows(fixture, "WHERE gave_up_at IS NOT NULL")).length > 0);
    await until(() => second.stdout().includes("outbox: e-mail given up after three days"));

    const exported = exportOutbox(fixture);
    expect(exported[0]).toBe(
      "id,kind,status,email,subscription_id,message_id,created_at,attempts,next_attempt_at,last_error,gave_up_at",
    );
    expect(exported.slice(1)).toEqual([
      expect.stringMatching(
        /^\d+,contact,given up,visitor-1@example\.com,,\d+,[^,]+,21,[^,]+,.*Service not available.*,\d{4}-/,
      ),
    ]);
    // A given-up e-mail is not tried again; others still go (a new server: this one waits for
    // its next poll after the failure).
    await second.kill();
    smtp.state.refusing = false;
    await laterOn(fixture.database);
    const third = await start();
    expect((await post(third.base, "contact", contact(2))).status).toBe(201);
    await until(() => smtp.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveries(smtp)).toEqual([`${TEAM}: Contact form: Visitor 2`]);
    expect(await rows(fixture)).toHaveLength(1);
  });

  it("sends nothing for a subscription confirmed, or a message erased, before its turn", async () => {
    const server = await startRefused();
    const subscribed = await post(server.base, "email/register-to-list", {
      email: "q@example.com",
    });
    expect(subscribed.status).toBe(201);
    expect((await post(server.base, "contact", contact(7))).status).toBe(201);
    await server.kill();
    await sql(fixture.database, "UPDATE subscriptions SET status = 'confirmed'");
    await sql(fixture.database, "DELETE FROM messages");
    // The erased message took its queued forward with it.
    expect(await rows(fixture)).toEqual([expect.objectContaining({ kind: "confirmation" })]);

    smtp.state.refusing = false;
    await laterOn(fixture.database);
    await start();
    await until(async () => (await rows(fixture)).length === 0);
    expect(smtp.received).toEqual([]);
  });
});

it("sends each e-mail once with two instances on one PostgreSQL database", async () => {
  const postgres = backends.find((backend) => backend.name === "PostgreSQL")!;
  const fixture = await makeFixture(postgres);
  const smtp = await startSmtp();
  const servers: Spawned[] = [];
  try {
    const env = mailEnv(smtp);
    servers.push(...(await Promise.all([spawnServer(fixture, env), spawnServer(fixture, env)])));
    // Both instances' senders work on the one queue at once, each woken by its own writes.
    const expected: string[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const base = servers[n % 2]!.base;
        if (n % 2 === 0) {
          const email = `both-${n}@example.com`;
          expect((await post(base, "email/register-to-list", { email })).status).toBe(201);
          expected.push(`${email}: ${CONFIRM_SUBJECT}`);
        } else {
          expect((await post(base, "contact", contact(n))).status).toBe(201);
          expected.push(`${TEAM}: Contact form: Visitor ${n}`);
        }
      }),
    );
    await until(() => smtp.received.length >= 40, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await deliveries(smtp)).toEqual(expected.sort());
    expect(await rows(fixture)).toEqual([]);
    expect(servers.map((server) => server.stderr())).toEqual(["", ""]);
  } finally {
    for (const server of servers) server.child.kill("SIGKILL");
    await smtp.close();
    fixture.remove();
  }
}, 60_000);

describe("retryAfter", () => {
  const message = (attempts: number) =>
    ({ created_at: "2026-11-20T10:00:00.000Z", attempts }) as OutboxMessage;

  it("waits a minute after the first failure, doubling up to four hours", () => {
    const now = Date.parse("2026-11-20T10:00:00.000Z");
    const delays = [1, 2, 3, 4, 5, 8, 9, 20].map((attempts) => {
      const failure = retryAfter(message(attempts), "refused", now);
      return (Date.parse(failure.next_attempt_at!) - now) / 60_000;
    });
    expect(delays).toEqual([1, 2, 4, 8, 16, 128, 240, 240]);
  });

  it("keeps trying for three days, then gives up", () => {
    expect(
      retryAfter(message(25), "refused", Date.parse("2026-11-23T09:59:59.000Z")),
    ).toMatchObject({ next_attempt_at: expect.any(String) });
    expect(retryAfter(message(26), "refused", Date.parse("2026-11-23T10:00:00.000Z"))).toEqual({
      last_error: "refused",
      gave_up_at: "2026-11-23T10:00:00.000Z",
    });
  });
});
