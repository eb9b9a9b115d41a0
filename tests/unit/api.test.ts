import fs from "node:fs";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeFixture, post, startInProcess, type Fixture } from "./support/api-server";

let fixture: Fixture;
let app: FastifyInstance;
let base: string;

const rows = (sql: string): unknown[] => {
  const db = new Database(fixture.databasePath, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  fixture = makeFixture();
  ({ app, base } = await startInProcess(fixture));
});

afterAll(async () => {
  await app?.close();
  fixture?.remove();
});

describe("POST /api/email/register-to-list", () => {
  it("answers 201 for a new address, 200 when it is already subscribed, whatever its case", async () => {
    const first = await post(base, "email/register-to-list", { email: " Ada@Example.COM " });
    expect(first.status).toBe(201);
    expect(first.headers.get("content-type")).toMatch(/application\/json/);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect((await post(base, "email/register-to-list", { email: "ada@example.com" })).status).toBe(
      200,
    );
    expect((await post(base, "email/register-to-list", { email: "ADA@EXAMPLE.com" })).status).toBe(
      200,
    );
    // Trimmed, domain lowercased, local part as first typed.
    expect(rows("SELECT email FROM subscriptions")).toEqual([{ email: "Ada@example.com" }]);
  });

  it("answers 400 with the field at fault for an invalid or missing address", async () => {
    for (const body of [{ email: "not an email" }, { email: 42 }, {}, { email: "a@b." }]) {
      const response = await post(base, "email/register-to-list", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const json = (await response.json()) as { error: string; fields: { email: string } };
      expect(json.error).toBeTypeOf("string");
      expect(json.fields.email).toMatch(/required|invalid/);
    }
    for (const body of ["[]", "null", '"ada@example.com"', "{", ""]) {
      expect((await post(base, "email/register-to-list", body)).status, body).toBe(400);
    }
  });

  it("answers 413 for a body over 16 KiB, 415 for anything but JSON", async () => {
    const big = await post(base, "email/register-to-list", {
      email: "big@example.com",
      padding: "x".repeat(16 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: expect.any(String) });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await post(base, "email/register-to-list", "email=a@example.com", {
        "content-type": type,
      });
      expect(response.status, type).toBe(415);
    }
    const none = await fetch(`${base}/api/email/register-to-list`, { method: "POST" });
    expect(none.status).toBe(415);
    expect(rows("SELECT * FROM subscriptions WHERE email LIKE 'big%'")).toEqual([]);
  });

  it("pretends to succeed for a bot that fills the honeypot, and stores nothing", async () => {
    const response = await post(base, "email/register-to-list", {
      email: "bot@example.com",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    expect(rows("SELECT * FROM subscriptions WHERE email = 'bot@example.com'")).toEqual([]);
  });
});

describe("POST /api/contact", () => {
  it("answers 201 once the message is stored, verbatim but trimmed", async () => {
    const message = "  Hello,\n<b>we'd</b> like a quote; DROP TABLE messages; -- 🙂  ";
    const response = await post(base, "contact", {
      name: " Ada Lovelace ",
      email: "ada@Example.com",
      message,
    });
    expect(response.status).toBe(201);
    expect(rows("SELECT name, email, message, forwarded_at FROM messages")).toEqual([
      {
        name: "Ada Lovelace",
        email: "ada@Example.com",
        message: message.trim(),
        forwarded_at: null,
      },
    ]);
  });

  it("answers 400 with an error per field at fault", async () => {
    const response = await post(base, "contact", {
      name: "",
      email: "nope",
      message: "short",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: expect.any(String),
      fields: { name: "required", email: "invalid", message: "tooShort" },
    });
    const long = await post(base, "contact", {
      name: "n".repeat(101),
      email: "ada@example.com",
      message: "m".repeat(5001),
    });
    expect(await long.json()).toMatchObject({ fields: { name: "tooLong", message: "tooLong" } });
  });

  it("answers 413 and 415 like the newsletter", async () => {
    const big = await post(base, "contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "x".repeat(17_000),
    });
    expect(big.status).toBe(413);
    const form = await post(base, "contact", "name=Ada", { "content-type": "text/plain" });
    expect(form.status).toBe(415);
  });

  it("pretends to succeed for a bot that fills the honeypot, and stores nothing", async () => {
    const before = rows("SELECT id FROM messages").length;
    const response = await post(base, "contact", {
      name: "Bot",
      email: "bot@example.com",
      message: "Buy cheap things now!",
      website: "x",
    });
    expect(response.status).toBe(201);
    expect(rows("SELECT id FROM messages")).toHaveLength(before);
  });
});

describe("rate limit", () => {
  let limited: { app: FastifyInstance; base: string } | undefined;
  let limitedFixture: Fixture;
  afterEach(async () => {
    await limited?.app.close();
    limitedFixture?.remove();
  });

  it("answers 429 past RATE_LIMIT_PER_MINUTE per IP, counting each endpoint on its own", async () => {
    limitedFixture = makeFixture();
    limited = await startInProcess(limitedFixture, { rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(limited.base, "email/register-to-list", { email: `r${i}@x.io` })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await post(limited.base, "email/register-to-list", { email: "late@x.io" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    // Invalid requests count too, and the other endpoint still has its own allowance.
    const contact = await post(limited.base, "contact", {
      name: "Ada",
      email: "a@x.io",
      message: "Hello there!",
    });
    expect(contact.status).toBe(201);
  });
});

describe("the database", () => {
  it("is in WAL mode with a migrated schema", () => {
    expect(fs.existsSync(fixture.databasePath)).toBe(true);
    const db = new Database(fixture.databasePath, { readonly: true });
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("user_version", { simple: true })).toBe(1);
    db.close();
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const response = await post(base, "nothing", {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
