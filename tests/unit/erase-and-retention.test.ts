/**
 * Erasure (`npm run erase -- <email>`) and the retention of contact messages, on both databases.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { signToken } from "../../server/newsletter/tokens.ts";
import { DEFAULT_CONFIRM_EXPIRY_HOURS } from "../../server/config.ts";
import { pendingCutoff, retentionCutoff } from "../../server/retention.ts";
import { post, root, serversPerTest, type Fixture } from "./support/server-fixture.ts";
import { backends, databaseEnv, sql } from "./support/databases.ts";

const SECRET = "erase-test-secret-of-at-least-32-characters";

describe.each(backends)("on $name", (backend) => {
  const servers = serversPerTest(backend);
  let fixture: Fixture | undefined;

  const erase = (...args: string[]) =>
    spawnSync(process.execPath, ["scripts/erase.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...databaseEnv(fixture!.database) },
      encoding: "utf8",
    });

  it("erases an address everywhere, whatever its case, and its old links die with it", async () => {
    fixture = await servers.fixture();
    const { app, base } = await servers.start({ tokenSecret: SECRET });
    try {
      expect(
        (await post(base, "email/register-to-list", { email: "Erase.Me@Example.com" })).status,
      ).toBe(201);
      expect(
        (await post(base, "email/register-to-list", { email: "keep@example.com" })).status,
      ).toBe(201);
      for (const email of ["ERASE.me@example.com", "erase.me@example.COM", "keep@example.com"]) {
        const message = { name: "Someone", email, message: "Please call me back." };
        expect((await post(base, "contact", message)).status).toBe(201);
      }
      const [old] = await sql<{ id: number; token_nonce: string }>(
        fixture.database,
        "SELECT id, token_nonce FROM subscriptions WHERE email_key = 'erase.me@example.com'",
      );
      const oldLink = signToken(SECRET, "unsubscribe", old!);

      const result = erase("erase.me@EXAMPLE.com");
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout.trim()).toBe(
        "Erased erase.me@EXAMPLE.com: 1 subscription, 2 contact messages.",
      );
      expect(await sql(fixture.database, "SELECT email FROM subscriptions ORDER BY id")).toEqual([
        { email: "keep@example.com" },
      ]);
      expect(await sql(fixture.database, "SELECT email FROM messages ORDER BY id")).toEqual([
        { email: "keep@example.com" },
      ]);
      expect(erase("erase.me@example.com").stdout.trim()).toBe(
        "Erased erase.me@example.com: 0 subscriptions, 0 contact messages.",
      );

      // The address may subscribe again; the erased row's link does not act on the new one.
      expect(
        (await post(base, "email/register-to-list", { email: "erase.me@example.com" })).status,
      ).toBe(201);
      const stale = await post(base, "newsletter/unsubscribe", { token: oldLink });
      expect(stale.status).toBe(400);
      expect(
        await sql(
          fixture.database,
          "SELECT status FROM subscriptions WHERE email_key = 'erase.me@example.com'",
        ),
      ).toEqual([{ status: "confirmed" }]);
    } finally {
      await app.close();
    }
  });

  it("refuses anything but one valid address", async () => {
    fixture = await servers.fixture();
    const { app } = await servers.start();
    await app.close();
    for (const args of [[], ["not-an-email"], ["a@example.com", "b@example.com"]]) {
      const result = erase(...args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(/Usage: npm run erase -- <email address>/);
    }
  });

  it("deletes contact messages older than RETENTION_MONTHS on start, and keeps the others", async () => {
    fixture = await servers.fixture();
    let server = await servers.start();
    await server.app.close();
    const insert = (email: string, createdAt: string) =>
      sql(
        fixture!.database,
        "INSERT INTO messages (name, email, message, created_at) VALUES (?, ?, ?, ?)",
        "Old Contact",
        email,
        "A message from long ago.",
        createdAt,
      );
    const day = 24 * 3_600_000;
    const around = (months: number, days: number) =>
      new Date(Date.parse(retentionCutoff(months)) + days * day).toISOString();
    await insert("three-years-ago@example.com", around(36, -1));
    await insert("almost-three-years-ago@example.com", around(36, 1));
    await insert("almost-a-year-ago@example.com", around(12, 1));

    server = await servers.start({ retentionMonths: 36 });
    expect(await sql(fixture.database, "SELECT email FROM messages ORDER BY id")).toEqual([
      { email: "almost-three-years-ago@example.com" },
      { email: "almost-a-year-ago@example.com" },
    ]);
    await server.app.close();
    server = await servers.start({ retentionMonths: 12 });
    expect(await sql(fixture.database, "SELECT email FROM messages ORDER BY id")).toEqual([
      { email: "almost-a-year-ago@example.com" },
    ]);
    await server.app.close();
  });

  it("deletes subscriptions never confirmed once their link cannot work, with their queued e-mail", async () => {
    fixture = await servers.fixture();
    let server = await servers.start();
    await server.app.close();
    const cutoff = Date.parse(pendingCutoff(DEFAULT_CONFIRM_EXPIRY_HOURS));
    const hour = 3_600_000;
    const insert = (email: string, status: string, sentAt: number) =>
      sql(
        fixture!.database,
        "INSERT INTO subscriptions (email, email_key, status, token_nonce, subscribed_at, confirm_sent_at) VALUES (?, ?, ?, ?, ?, ?)",
        email,
        email,
        status,
        `nonce-${email}`,
        new Date(sentAt - 100 * hour).toISOString(),
        new Date(sentAt).toISOString(),
      );
    await insert("stale@example.com", "pending", cutoff - hour);
    await insert("asked-again@example.com", "pending", cutoff + hour);
    await insert("confirmed-long-ago@example.com", "confirmed", cutoff - 1000 * hour);
    const [stale] = await sql<{ id: number }>(
      fixture.database,
      "SELECT id FROM subscriptions WHERE email = 'stale@example.com'",
    );
    await sql(
      fixture.database,
      "INSERT INTO outbox (kind, subscription_id, created_at, next_attempt_at, gave_up_at) VALUES ('confirmation', ?, ?, ?, ?)",
      stale!.id,
      new Date(cutoff).toISOString(),
      new Date(cutoff).toISOString(),
      new Date(cutoff).toISOString(),
    );

    server = await servers.start();
    await server.app.close();
    expect(await sql(fixture.database, "SELECT email FROM subscriptions ORDER BY id")).toEqual([
      { email: "asked-again@example.com" },
      { email: "confirmed-long-ago@example.com" },
    ]);
    expect(await sql(fixture.database, "SELECT id FROM outbox")).toEqual([]);
  });

  it("refuses to start with RETENTION_MONTHS at 0 or not a number", async () => {
    fixture = await servers.fixture();
    for (const value of ["0", "-3", "two", "1.5"]) {
      await expect(servers.spawn({ RETENTION_MONTHS: value }), value).rejects.toThrow(
        /RETENTION_MONTHS must be a whole number of months from 1/,
      );
    }
  });
});

it("names the cut-off in calendar months", () => {
  expect(retentionCutoff(36, new Date("2029-03-15T10:00:00.000Z"))).toBe(
    "2026-03-15T10:00:00.000Z",
  );
});

it("keeps a pending subscription for the link's life, the outbox's three days of retries and a day", () => {
  const now = Date.parse("2026-12-20T12:00:00.000Z");
  // A week's link: 7 + 3 + 1 days before now.
  expect(pendingCutoff(168, now)).toBe("2026-12-09T12:00:00.000Z");
});
