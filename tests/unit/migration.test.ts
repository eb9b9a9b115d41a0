/**
 * A SQLite file made by the SQLite-only server (schema version 1, `PRAGMA user_version = 1`,
 * no Kysely migration table) upgrades in place on start, without losing a row.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { makeFixture, post, startInProcess, type Fixture } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";
import { contactFields } from "../../lib/contact-fields.ts";

/** The optional fields' columns, added after 0001 (0004 and later): null on older rows. */
const DETAILS = contactFields.filter((field) => !("required" in field)).map(({ name }) => name);
const noDetails = Object.fromEntries(DETAILS.map((column) => [column, null]));

let fixture: Fixture | undefined;
afterAll(() => fixture?.remove());

/** Exactly what the server's first database module (`db.ts` in `server/`) created. */
function createVersionOne(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec(`CREATE TABLE subscriptions (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     created_at TEXT NOT NULL
   );
   CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TEXT NOT NULL,
     forwarded_at TEXT
   );`);
  db.pragma("user_version = 1");
  const subscribe = db.prepare("INSERT INTO subscriptions (email, created_at) VALUES (?, ?)");
  subscribe.run("Ada@example.com", "2025-01-02T03:04:05.000Z");
  subscribe.run("grace.hopper+news@navy.example", "2025-02-03T04:05:06.000Z");
  subscribe.run("-dash@example.com", "2025-03-04T05:06:07.000Z");
  const message = db.prepare(
    "INSERT INTO messages (name, email, message, created_at, forwarded_at) VALUES (?, ?, ?, ?, ?)",
  );
  // Recent enough to survive the retention purge that runs on start.
  const recent = new Date(Date.now() - 86_400_000).toISOString();
  message.run("Ada", "ada@example.com", "Hello, a quote please.", recent, recent);
  message.run("Grace", "grace@navy.example", "Not forwarded yet.", recent, null);
  db.close();
}

it("upgrades a version 1 SQLite file in place, keeping every row", async () => {
  fixture = await makeFixture();
  if (fixture.database.kind !== "sqlite") throw new Error("SQLite expected");
  createVersionOne(fixture.database.path);
  const messagesBefore = await sql(fixture.database, "SELECT * FROM messages ORDER BY id");

  const { app, base } = await startInProcess(fixture);
  try {
    expect(
      await sql(
        fixture.database,
        "SELECT id, email, email_key, status, language, source, consent_version, subscribed_at, confirmed_at, unsubscribed_at FROM subscriptions ORDER BY id",
      ),
    ).toEqual(
      [
        ["Ada@example.com", "2025-01-02T03:04:05.000Z"],
        ["grace.hopper+news@navy.example", "2025-02-03T04:05:06.000Z"],
        ["-dash@example.com", "2025-03-04T05:06:07.000Z"],
      ].map(([email, at], index) => ({
        id: index + 1,
        email,
        email_key: email!.toLowerCase(),
        // Subscriptions of the single opt-in days count as confirmed when made.
        status: "confirmed",
        language: null,
        source: null,
        consent_version: null,
        subscribed_at: at,
        confirmed_at: at,
        unsubscribed_at: null,
      })),
    );
    const nonces = await sql<{ token_nonce: string }>(
      fixture.database,
      "SELECT token_nonce FROM subscriptions",
    );
    expect(new Set(nonces.map((row) => row.token_nonce)).size).toBe(3);
    for (const { token_nonce } of nonces) expect(token_nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(await sql(fixture.database, "SELECT * FROM messages ORDER BY id")).toEqual(
      messagesBefore.map((row) => ({ ...row, ...noDetails })),
    );
    const migrations = await sql(
      fixture.database,
      "SELECT name FROM kysely_migration ORDER BY name",
    );
    expect(migrations.slice(0, 6)).toEqual([
      { name: "0001-forms" },
      { name: "0002-consent" },
      { name: "0003-outbox" },
      { name: "0004-contact-request" },
      { name: "0005-health" },
      { name: "0006-inbox-key" },
    ]);

    // Still one row per address whatever its case, and new rows follow the old ids.
    const again = await post(base, "email/register-to-list", { email: "ADA@EXAMPLE.COM" });
    expect(again.status).toBe(200);
    expect((await post(base, "email/register-to-list", { email: "new@example.com" })).status).toBe(
      201,
    );
    expect(
      await sql(fixture.database, "SELECT id FROM subscriptions WHERE email = 'new@example.com'"),
    ).toEqual([{ id: 4 }]);
  } finally {
    await app.close();
  }

  // A second start finds nothing to migrate.
  const restarted = await startInProcess(fixture);
  await restarted.app.close();
  expect(await sql(fixture.database, "SELECT count(*) AS n FROM subscriptions")).toEqual([
    { n: 4 },
  ]);
});

describe.each(backends)("0004-contact-request on $name", (backend) => {
  let existing: Fixture | undefined;
  afterAll(() => existing?.remove());

  it("adds the request's details to a database at 0003, keeping its messages, the details null", async () => {
    existing = await makeFixture(backend);
    // A database as 0003 left it: migrated, then 0004 and the later ones undone, a message
    // stored without details.
    const first = await startInProcess(existing);
    await first.app.close();
    await sql(existing.database, "DROP INDEX subscriptions_inbox_key");
    await sql(existing.database, "ALTER TABLE subscriptions DROP COLUMN inbox_key");
    await sql(existing.database, "DROP TABLE health");
    for (const column of DETAILS) {
      await sql(existing.database, `ALTER TABLE messages DROP COLUMN ${column}`);
    }
    await sql(existing.database, "DELETE FROM kysely_migration WHERE name >= '0004'");
    await sql(
      existing.database,
      "INSERT INTO messages (name, email, message, created_at) VALUES (?, ?, ?, ?)",
      "Ada",
      "ada@example.com",
      "Stored before 0004.",
      new Date().toISOString(),
    );

    const { app, base } = await startInProcess(existing);
    try {
      expect(
        await sql(
          existing.database,
          `SELECT name, message, ${DETAILS.join(", ")} FROM messages ORDER BY id`,
        ),
      ).toEqual([
        {
          name: "Ada",
          message: "Stored before 0004.",
          ...noDetails,
        },
      ]);
      const response = await post(base, "contact", {
        name: "Grace",
        email: "grace@example.com",
        topic: "datasheet",
        product: "touch",
        message: "",
      });
      expect(response.status).toBe(201);
      expect(
        await sql(existing.database, "SELECT topic, product FROM messages WHERE name = 'Grace'"),
      ).toEqual([{ topic: "datasheet", product: "touch" }]);
    } finally {
      await app.close();
    }
  });
});
