/**
 * The subscription query against both databases: a run of subscriptions (new addresses, an
 * address twice in other case, a known one) each answered as it should be, every column stored
 * from its own values, and the confirmation e-mails queued with their rows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../../server/db/target.ts";
import { migrate } from "../../server/db/migrations.ts";
import { subscribe, type NewSubscription } from "../../server/newsletter/queries.ts";
import type { Schema } from "../../server/db/schema.ts";
import { connectSqlite } from "../../server/db/sqlite-connection.ts";
import { backends } from "./support/databases.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-queries-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function connect(target: DatabaseTarget): Kysely<Schema> {
  return target.kind === "sqlite"
    ? connectSqlite(target.path)
    : new Kysely<Schema>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.url }) }),
      });
}

const input = (email: string, more: Partial<NewSubscription> = {}): NewSubscription => ({
  email,
  lng: null,
  source: null,
  consent: null,
  doubleOptIn: false,
  ...more,
});

async function subscribeEach(db: Kysely<Schema>, inputs: readonly NewSubscription[]) {
  const results = [];
  for (const one of inputs) results.push(await subscribe(db, one));
  return results;
}

describe.each(backends)("subscribe on $name", (backend) => {
  it("answers each subscription of a run, and stores each from its own values", async () => {
    const target = await backend.create(path.join(dir, `${backend.name}.db`));
    const db = connect(target);
    try {
      await migrate(db as Kysely<unknown>, target.kind);
      await subscribe(db, input("known@example.com"));

      const first = await subscribeEach(db, [
        input("ada@example.com", { lng: "en", source: "/", doubleOptIn: true }),
        input("Bob@example.com", { lng: "fr", source: "/fr/pricing" }),
        input("ADA@example.com"),
        input("known@example.com"),
        input("carol@example.com", { source: "/contact", doubleOptIn: true }),
      ]);
      expect(first).toEqual([
        { created: true, status: "pending", queued: true },
        { created: true, status: "confirmed", queued: false },
        { created: false, status: "pending", queued: false },
        { created: false, status: "confirmed", queued: false },
        { created: true, status: "pending", queued: true },
      ]);
      const second = await subscribeEach(db, [
        input("dan@example.com", { lng: "fr", source: "/fr", consent: null }),
        input("eve@example.com", { lng: "en", doubleOptIn: true }),
        input("fay@example.com"),
        input("gus@example.com", { source: "/team" }),
        input("hal@example.com", { lng: "fr", doubleOptIn: true }),
      ]);
      expect(second.map((result) => result.created)).toEqual([true, true, true, true, true]);

      const rows = await db
        .selectFrom("subscriptions")
        .select([
          "email",
          "email_key",
          "status",
          "language",
          "source",
          "confirmed_at",
          "confirm_sends",
        ])
        .orderBy("id")
        .execute();
      const confirmed = expect.stringMatching(/^\d{4}-/);
      expect(rows).toEqual(
        [
          ["known@example.com", "confirmed", null, null, confirmed, 0],
          ["ada@example.com", "pending", "en", "/", null, 1],
          ["Bob@example.com", "confirmed", "fr", "/fr/pricing", confirmed, 0],
          ["carol@example.com", "pending", null, "/contact", null, 1],
          ["dan@example.com", "confirmed", "fr", "/fr", confirmed, 0],
          ["eve@example.com", "pending", "en", null, null, 1],
          ["fay@example.com", "confirmed", null, null, confirmed, 0],
          ["gus@example.com", "confirmed", null, "/team", confirmed, 0],
          ["hal@example.com", "pending", "fr", null, null, 1],
        ].map(([email, status, language, source, confirmedAt, sends]) => ({
          email,
          email_key: (email as string).toLowerCase(),
          status,
          language,
          source,
          confirmed_at: confirmedAt,
          confirm_sends: sends,
        })),
      );
      // Each pending subscription has its confirmation e-mail queued, in the same transaction.
      const queued = await db
        .selectFrom("outbox")
        .innerJoin("subscriptions", "subscriptions.id", "outbox.subscription_id")
        .select(["subscriptions.email", "outbox.kind", "outbox.attempts"])
        .orderBy("outbox.id")
        .execute();
      expect(queued).toEqual(
        ["ada@example.com", "carol@example.com", "eve@example.com", "hal@example.com"].map(
          (email) => ({ email, kind: "confirmation", attempts: 0 }),
        ),
      );
    } finally {
      await db.destroy();
    }
  });
});
