/**
 * The forms' API against the real server and a real database, on SQLite and on PostgreSQL.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { signToken } from "../../server/newsletter/tokens.ts";
import { migrationNames } from "../../server/db/migrations.ts";
import { formPost, post, root, serversPerTest, sharedServer } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";

const SECRET = "api-test-secret-that-is-at-least-32-characters";

/** The consent line's version id, computed from the locale file as the form computes it. */
function localeConsentVersion(lng: "en" | "fr"): { version: string; text: string } {
  const forms = JSON.parse(fs.readFileSync(path.join(root, "locales", lng, "forms.json"), "utf8"));
  const text = forms.newsletter.consent as string;
  return { version: consentVersion(text), text };
}

describe.each(backends)("the forms' API on $name", (backend) => {
  const server = sharedServer(backend, { tokenSecret: SECRET });
  const { rows } = server;

  describe("POST /api/email/register-to-list", () => {
    it("answers 201 for a new address, 200 when it is already subscribed, whatever its case", async () => {
      const first = await post(server.base, "email/register-to-list", {
        email: " Ada@Example.COM ",
      });
      expect(first.status).toBe(201);
      expect(await first.json()).toEqual({ subscribed: true, status: "confirmed" });
      expect(first.headers.get("content-type")).toMatch(/application\/json/);
      expect(first.headers.get("set-cookie")).toBeNull();
      expect(first.headers.get("cache-control")).toBe("no-store");
      for (const email of ["ada@example.com", "ADA@EXAMPLE.com"]) {
        const again = await post(server.base, "email/register-to-list", { email });
        expect(again.status).toBe(200);
        expect(await again.json()).toEqual({ subscribed: true, status: "confirmed" });
      }
      // Trimmed, domain lowercased, local part as first typed; no consent context was sent.
      expect(
        await rows("SELECT email, status, language, source, consent_version FROM subscriptions"),
      ).toEqual([
        {
          email: "Ada@example.com",
          status: "confirmed",
          language: null,
          source: null,
          consent_version: null,
        },
      ]);
    });

    it("stores the consent record as posted, and can tell the exact text consented to", async () => {
      const { version, text } = localeConsentVersion("fr");
      const response = await post(server.base, "email/register-to-list", {
        email: "grace@example.org",
        lng: "fr",
        source: "/fr/pricing",
        consent: version,
      });
      expect(response.status).toBe(201);
      const [row] = await rows(
        "SELECT s.language, s.source, s.consent_version, s.status, s.subscribed_at, s.confirmed_at, c.text " +
          "FROM subscriptions s JOIN consent_texts c ON c.version = s.consent_version WHERE s.email = ?",
        "grace@example.org",
      );
      expect(row).toEqual({
        language: "fr",
        source: "/fr/pricing",
        consent_version: version,
        status: "confirmed",
        subscribed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        confirmed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        text,
      });
      expect(text).toContain("<privacy>");
    });

    it("answers 400 for an unknown consent version and stores nothing", async () => {
      const response = await post(server.base, "email/register-to-list", {
        email: "unknown-consent@example.com",
        lng: "en",
        consent: "0123456789ab",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/consent/i),
        fields: { consent: "invalid" },
      });
      expect(
        await rows("SELECT id FROM subscriptions WHERE email LIKE 'unknown-consent%'"),
      ).toEqual([]);
    });

    it("answers 400 naming each bad consent field", async () => {
      const response = await post(server.base, "email/register-to-list", {
        email: "fields@example.com",
        lng: "de",
        source: "pricing",
        consent: "<script>",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Invalid lng, source, consent",
        fields: { lng: "invalid", source: "invalid", consent: "invalid" },
      });
      const long = await post(server.base, "email/register-to-list", {
        email: "fields@example.com",
        source: `/${"a".repeat(200)}`,
      });
      expect(await long.json()).toMatchObject({ fields: { source: "tooLong" } });
      const control = await post(server.base, "email/register-to-list", {
        email: "fields@example.com",
        source: "/fr\u0000",
      });
      expect(await control.json()).toMatchObject({ fields: { source: "invalid" } });
      expect(await rows("SELECT id FROM subscriptions WHERE email = 'fields@example.com'")).toEqual(
        [],
      );
    });

    it("answers 400 with the field at fault for an invalid or missing address", async () => {
      for (const body of [{ email: "not an email" }, { email: 42 }, {}, { email: "a@b." }]) {
        const response = await post(server.base, "email/register-to-list", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const json = (await response.json()) as { error: string; fields: { email: string } };
        expect(json.error).toBe("Invalid email");
        expect(json.fields.email).toMatch(/required|invalid/);
      }
      for (const body of ["[]", "null", '"ada@example.com"', "{", ""]) {
        expect((await post(server.base, "email/register-to-list", body)).status, body).toBe(400);
      }
    });

    it("answers 413 for a body over 16 KiB, 415 for anything but JSON or a browser's form", async () => {
      const big = await post(server.base, "email/register-to-list", {
        email: "big@example.com",
        padding: "x".repeat(16 * 1024),
      });
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ error: expect.any(String) });
      // application/x-www-form-urlencoded is a browser's own post: tests/unit/form-posts.test.ts.
      for (const type of ["text/plain", "multipart/form-data"]) {
        const response = await post(server.base, "email/register-to-list", "email=a@example.com", {
          "content-type": type,
        });
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
      const none = await fetch(`${server.base}/api/email/register-to-list`, { method: "POST" });
      expect(none.status).toBe(415);
      expect(await rows("SELECT * FROM subscriptions WHERE email LIKE 'big%'")).toEqual([]);
    });

    it("pretends to succeed for a bot that fills the honeypot, in JSON or in a browser's own post, and stores nothing", async () => {
      const response = await post(server.base, "email/register-to-list", {
        email: "bot@example.com",
        website: "http://spam.example",
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ subscribed: true, status: "confirmed" });
      // The form post lands on the thanks page a person's does.
      const form = await formPost(server.base, "email/register-to-list", {
        email: "bot@example.org",
        lng: "en",
        consent: localeConsentVersion("en").version,
        website: "http://spam.example",
      });
      expect(form.headers.get("location")).toBe("/newsletter/subscribed");
      expect(await rows("SELECT * FROM subscriptions WHERE email = 'bot@example.com'")).toEqual([]);
      expect(
        await rows("SELECT id FROM subscriptions WHERE email_key = ?", "bot@example.org"),
      ).toEqual([]);
    });

    it("starts a new consent record when an address that unsubscribed subscribes again", async () => {
      expect(
        (await post(server.base, "email/register-to-list", { email: "back@example.com" })).status,
      ).toBe(201);
      const [row] = await rows<{ id: number; token_nonce: string }>(
        "SELECT id, token_nonce FROM subscriptions WHERE email = 'back@example.com'",
      );
      const token = signToken(SECRET, "unsubscribe", row!);
      expect((await post(server.base, "newsletter/unsubscribe", { token })).status).toBe(200);
      expect(await rows("SELECT status FROM subscriptions WHERE id = ?", row!.id)).toEqual([
        { status: "unsubscribed" },
      ]);

      const { version } = localeConsentVersion("en");
      const again = await post(server.base, "email/register-to-list", {
        email: "BACK@example.com",
        lng: "en",
        source: "/contact",
        consent: version,
      });
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual({ subscribed: true, status: "confirmed" });
      expect(
        await rows(
          "SELECT id, status, language, source, consent_version, unsubscribed_at FROM subscriptions WHERE email_key = 'back@example.com'",
        ),
      ).toEqual([
        {
          id: row!.id,
          status: "confirmed",
          language: "en",
          source: "/contact",
          consent_version: version,
          unsubscribed_at: null,
        },
      ]);
    });
  });

  describe("POST /api/contact", () => {
    it("answers 201 once the message is stored, verbatim but trimmed", async () => {
      const message = "  Hello,\n<b>we'd</b> like a quote; DROP TABLE messages; -- 🙂  ";
      const response = await post(server.base, "contact", {
        name: " Ada Lovelace ",
        email: "ada@Example.com",
        message,
      });
      expect(response.status).toBe(201);
      expect(await rows("SELECT name, email, message, forwarded_at FROM messages")).toEqual([
        {
          name: "Ada Lovelace",
          email: "ada@Example.com",
          message: message.trim(),
          forwarded_at: null,
        },
      ]);
    });

    it("answers 400 with an error per field at fault", async () => {
      const response = await post(server.base, "contact", {
        name: "",
        email: "nope",
        message: "short",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.any(String),
        fields: { name: "required", email: "invalid", message: "tooShort" },
      });
      const long = await post(server.base, "contact", {
        name: "n".repeat(101),
        email: "ada@example.com",
        message: "m".repeat(5001),
      });
      expect(await long.json()).toMatchObject({ fields: { name: "tooLong", message: "tooLong" } });
    });

    it("answers 413 and 415 like the newsletter", async () => {
      const big = await post(server.base, "contact", {
        name: "Ada",
        email: "ada@example.com",
        message: "x".repeat(17_000),
      });
      expect(big.status).toBe(413);
      const form = await post(server.base, "contact", "name=Ada", { "content-type": "text/plain" });
      expect(form.status).toBe(415);
    });

    it("pretends to succeed for a bot that fills the honeypot, and stores nothing", async () => {
      const before = (await rows("SELECT id FROM messages")).length;
      const response = await post(server.base, "contact", {
        name: "Bot",
        email: "bot@example.com",
        message: "Buy cheap things now!",
        website: "x",
      });
      expect(response.status).toBe(201);
      expect(await rows("SELECT id FROM messages")).toHaveLength(before);
    });

    const request = (email: string) =>
      rows(
        "SELECT topic, product, organisation, country, configuration, message FROM messages WHERE email = ?",
        email,
      );

    it("stores the request's details: topic, product, organisation, country as its code, configuration", async () => {
      const response = await post(server.base, "contact", {
        name: "Grace",
        email: "grace@example.com",
        topic: "quote",
        product: "dermo",
        organisation: " Hopper Labs ",
        country: "fr",
        configuration: "options=touch,platform&panellists=40&months=12",
        message: "",
      });
      expect(response.status).toBe(201);
      expect(await request("grace@example.com")).toEqual([
        {
          topic: "quote",
          product: "dermo",
          organisation: "Hopper Labs",
          country: "FR",
          // Normalised as the calculator writes it.
          configuration: "months=12&panellists=40&options=platform,touch",
          message: "",
        },
      ]);
    });

    it("still takes today's three-field body, the details null", async () => {
      const response = await post(server.base, "contact", {
        name: "Old client",
        email: "old@example.com",
        message: "Hello from an older client",
      });
      expect(response.status).toBe(201);
      expect(await request("old@example.com")).toEqual([
        {
          topic: null,
          product: null,
          organisation: null,
          country: null,
          configuration: null,
          message: "Hello from an older client",
        },
      ]);
    });

    it("answers 400 naming each bad detail, and stores nothing", async () => {
      const response = await post(server.base, "contact", {
        name: "Bad",
        email: "bad@example.com",
        topic: "lunch",
        product: "toaster",
        organisation: "o".repeat(201),
        country: "Narnia",
        configuration: "months=0&panellists=40&options=platform",
        message: "Hello there, all wrong",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.any(String),
        fields: {
          topic: "invalid",
          product: "invalid",
          organisation: "tooLong",
          country: "invalid",
          configuration: "invalid",
        },
      });
      const codes = await post(server.base, "contact", {
        name: "Bad",
        email: "bad@example.com",
        country: "XX",
        configuration: "months=12&panellists=40&options=platform&coupon=free",
        message: "Hello there, all wrong",
      });
      expect(await codes.json()).toMatchObject({
        fields: { country: "invalid", configuration: "invalid" },
      });
      expect(await request("bad@example.com")).toEqual([]);
    });

    it("asks for what the topic needs: an organisation for a quote, a country for a distributor, a message unless the topic and its subject say it", async () => {
      const quote = await post(server.base, "contact", {
        name: "Q",
        email: "q@example.com",
        topic: "quote",
        message: "",
      });
      expect(await quote.json()).toMatchObject({
        fields: { organisation: "required", message: "required" },
      });
      const distributor = await post(server.base, "contact", {
        name: "D",
        email: "d@example.com",
        topic: "distributor",
        message: "We sell lab equipment in Chile.",
      });
      expect(await distributor.json()).toMatchObject({ fields: { country: "required" } });
      const demo = await post(server.base, "contact", {
        name: "P",
        email: "p@example.com",
        topic: "demo",
        product: "pixel",
      });
      expect(demo.status).toBe(201);
      expect(await request("p@example.com")).toMatchObject([{ topic: "demo", product: "pixel" }]);
    });
  });

  describe("rate limit", () => {
    const servers = serversPerTest(backend);

    it("answers 429 past RATE_LIMIT_PER_MINUTE per IP, counting each endpoint on its own", async () => {
      const limited = await servers.start({ rateLimitPerMinute: 3 });
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
      // Invalid requests count too, and the other endpoints still have their own allowance.
      const contact = await post(limited.base, "contact", {
        name: "Ada",
        email: "a@x.io",
        message: "Hello there!",
      });
      expect(contact.status).toBe(201);
      const link = await fetch(`${limited.base}/api/newsletter/confirm?token=x`, {
        redirect: "manual",
      });
      expect(link.status).toBe(303);
    });

    it("counts RFC 8058 one-click unsubscribes whose link is valid per link, not per address", async () => {
      const limitedFixture = await servers.fixture();
      const { base } = await servers.start({ rateLimitPerMinute: 2, tokenSecret: SECRET });
      // A mail provider posts a large send's unsubscribes from one address.
      const tokens: string[] = [];
      for (let i = 0; i < 6; i++) {
        const email = `reader-${i}@example.com`;
        await sql(
          limitedFixture.database,
          "INSERT INTO subscriptions (email, email_key, status, token_nonce, subscribed_at) VALUES (?, ?, 'confirmed', ?, ?)",
          email,
          email,
          `nonce-${i}`,
          new Date().toISOString(),
        );
        const [row] = await sql<{ id: number; token_nonce: string }>(
          limitedFixture.database,
          "SELECT id, token_nonce FROM subscriptions WHERE email_key = ?",
          email,
        );
        tokens.push(signToken(SECRET, "unsubscribe", row!));
      }
      const oneClick = (token: string, type = "application/x-www-form-urlencoded") =>
        fetch(`${base}/api/newsletter/unsubscribe?token=${token}`, {
          method: "POST",
          headers: { "content-type": type },
          body: "List-Unsubscribe=One-Click",
          redirect: "manual",
        });
      const statuses = [];
      for (const token of tokens) statuses.push((await oneClick(token)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(
        await sql(
          limitedFixture.database,
          "SELECT status FROM subscriptions WHERE status = 'unsubscribed'",
        ),
      ).toHaveLength(6);
      // Each link has an allowance of its own: a mail client's retries of one are limited.
      const retries = [];
      for (let i = 0; i < 3; i++) retries.push((await oneClick(tokens[5]!)).status);
      expect(retries).toEqual([200, 429, 429]);
      // A forged link is counted like any request: past the limit a one-click post gets the
      // documented 429, and so does the JSON the page posts.
      const forged = tokens[0]!.slice(0, -1) + (tokens[0]!.endsWith("A") ? "B" : "A");
      const counted = [];
      for (let i = 0; i < 3; i++) counted.push((await oneClick(forged)).status);
      expect(counted).toEqual([400, 400, 429]);
      expect((await oneClick(forged)).headers.get("retry-after")).not.toBeNull();
      expect((await post(base, "newsletter/unsubscribe", { token: tokens[1] })).status).toBe(429);
    });

    it("decides a one-click post's own allowance on the token the request acts on", async () => {
      const limitedFixture = await servers.fixture();
      const limited = await servers.start({ rateLimitPerMinute: 2, tokenSecret: SECRET });
      const email = "reader@example.com";
      await sql(
        limitedFixture.database,
        "INSERT INTO subscriptions (email, email_key, status, token_nonce, subscribed_at) VALUES (?, ?, 'confirmed', ?, ?)",
        email,
        email,
        "nonce-0",
        new Date().toISOString(),
      );
      const [row] = await sql<{ id: number; token_nonce: string }>(
        limitedFixture.database,
        "SELECT id, token_nonce FROM subscriptions WHERE email_key = ?",
        email,
      );
      const valid = signToken(SECRET, "unsubscribe", row!);
      // A valid link in the query does not cover the guesses the page's form posts in its body.
      const guess = (n: number) =>
        fetch(`${limited.base}/api/newsletter/unsubscribe?token=${valid}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `token=${valid.slice(0, -2)}${n}x&lng=en`,
          redirect: "manual",
        });
      const landed = [];
      for (let i = 0; i < 3; i++) landed.push((await guess(i)).headers.get("location"));
      expect(landed).toEqual([
        "/newsletter/link-invalid",
        "/newsletter/link-invalid",
        "/newsletter/too-many-attempts",
      ]);
    });
  });

  describe("the database", () => {
    it("is migrated to the latest schema", async () => {
      expect(await rows("SELECT name FROM kysely_migration ORDER BY name")).toEqual(
        migrationNames.map((name) => ({ name })),
      );
      if (server.fixture.database.kind === "sqlite") {
        expect(await rows("PRAGMA journal_mode")).toEqual([{ journal_mode: "wal" }]);
      }
    });

    it("records the current consent text of each language", async () => {
      const stored = await rows<{ version: string; language: string; text: string }>(
        "SELECT version, language, text FROM consent_texts ORDER BY language",
      );
      expect(stored).toEqual(
        (["en", "fr"] as const).map((lng) => ({ language: lng, ...localeConsentVersion(lng) })),
      );
    });

    it("answers 404 JSON for an unknown API path", async () => {
      const response = await post(server.base, "nothing", {});
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    });
  });
});
