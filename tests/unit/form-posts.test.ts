/**
 * The forms as a browser sends them itself, before or without JavaScript: urlencoded bodies,
 * answered with a 303 to the page that says the outcome, in the page's language. Against the
 * real server and a real database, on SQLite and on PostgreSQL.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentVersion } from "@/lib/consent";
import { signToken } from "@/server/newsletter/tokens";
import { formPost, root, serversPerTest, sharedServer } from "./support/server-fixture";
import { backends, sql } from "./support/databases";

const SECRET = "form-posts-test-secret-of-at-least-32-chars";

const enConsent = consentVersion(
  JSON.parse(fs.readFileSync(path.join(root, "locales", "en", "forms.json"), "utf8")).newsletter
    .consent as string,
);

const newsletterFields = (email: string, extra: Record<string, string> = {}) => ({
  email,
  lng: "en",
  consent: enConsent,
  website: "",
  ...extra,
});

describe.each(backends)("native form posts on $name", (backend) => {
  const server = sharedServer(backend, { tokenSecret: SECRET });
  const { rows } = server;

  describe("newsletter", () => {
    it("subscribes and lands on the thanks page, the source page taken from the Referer", async () => {
      const response = await formPost(
        server.base,
        "email/register-to-list",
        newsletterFields(" Grace@Example.ORG ", { lng: "fr" }),
        "/fr/pricing",
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/fr/newsletter/subscribed");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(
        await rows("SELECT email, status, language, source, consent_version FROM subscriptions"),
      ).toContainEqual({
        email: "Grace@example.org",
        status: "confirmed",
        language: "fr",
        source: "/fr/pricing",
        consent_version: enConsent,
      });
      // Again: already subscribed is still a thanks, as the JSON answer's 200 is.
      const again = await formPost(
        server.base,
        "email/register-to-list",
        newsletterFields("grace@example.org"),
      );
      expect(again.headers.get("location")).toBe("/newsletter/subscribed");
    });

    it("sends a refused address to the page that asks to check it, in the page's language", async () => {
      // No lng field: the language is the page's, from its address.
      const response = await formPost(
        server.base,
        "email/register-to-list",
        { email: "not an address" },
        "/fr/team",
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/fr/newsletter/check-address");
      const unknownConsent = await formPost(
        server.base,
        "email/register-to-list",
        newsletterFields("outdated@example.org", { consent: "000000000000" }),
      );
      expect(unknownConsent.headers.get("location")).toBe("/newsletter/check-address");
      const tooBig = await formPost(server.base, "email/register-to-list", {
        email: "big@example.org",
        padding: "x".repeat(17 * 1024),
      });
      expect(tooBig.status).toBe(303);
      expect(tooBig.headers.get("location")).toBe("/newsletter/check-address");
      expect(
        await rows(
          "SELECT email FROM subscriptions WHERE email_key IN (?, ?)",
          "outdated@example.org",
          "big@example.org",
        ),
      ).toEqual([]);
    });
  });

  describe("contact", () => {
    it("stores the message as typed (line breaks as in the page) and lands on the Sent page", async () => {
      const message =
        'Bonjour,\r\nnous préparons une étude 🧴 <b>anti-âge</b> & "hydratation".\r\n';
      const response = await formPost(
        server.base,
        "contact",
        { lng: "fr", name: "Émilie Durand", email: "emilie@example.fr", message, website: "" },
        "/fr/contact",
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/fr/contact/sent");
      expect(
        await rows(
          "SELECT name, email, message FROM messages WHERE email = ?",
          "emilie@example.fr",
        ),
      ).toEqual([
        {
          name: "Émilie Durand",
          email: "emilie@example.fr",
          message: 'Bonjour,\nnous préparons une étude 🧴 <b>anti-âge</b> & "hydratation".',
        },
      ]);
    });

    it("stores the request's details as typed in the plain fields, a country named in French as its code", async () => {
      const response = await formPost(
        server.base,
        "contact",
        {
          lng: "fr",
          topic: "quote",
          product: "pixel",
          configuration: "months=12&panellists=40&options=platform,pixel",
          name: "Jeanne Martin",
          email: "jeanne@example.fr",
          organisation: "  Laboratoire Dermo-Sud  ",
          country: "Allemagne",
          message: "",
          website: "",
        },
        "/fr/contact?topic=quote&product=pixel",
      );
      expect(response.headers.get("location")).toBe("/fr/contact/sent");
      expect(
        await rows(
          "SELECT topic, product, organisation, country, configuration, message FROM messages WHERE email = ?",
          "jeanne@example.fr",
        ),
      ).toEqual([
        {
          topic: "quote",
          product: "pixel",
          organisation: "Laboratoire Dermo-Sud",
          country: "DE",
          configuration: "months=12&panellists=40&options=platform,pixel",
          message: "",
        },
      ]);
    });

    it("sends a refused request back to the form, filled in as typed, the fields at fault named, storing nothing", async () => {
      const fields = {
        lng: "fr",
        topic: "distributor",
        name: "Ada",
        email: "ada@example.org",
        organisation: "Ada & Co",
        country: "Narnia",
        message: "short",
      };
      const response = await formPost(server.base, "contact", fields, "/fr/contact");
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, server.base);
      expect(location.pathname).toBe("/fr/contact");
      const query = Object.fromEntries(location.searchParams);
      expect(query).toEqual({
        topic: "distributor",
        name: "Ada",
        email: "ada@example.org",
        organisation: "Ada & Co",
        country: "Narnia",
        message: "short",
        errors: "country.invalid,message.tooShort",
      });
      expect(await rows("SELECT id FROM messages WHERE email = ?", "ada@example.org")).toEqual([]);
    });

    it("sends back an unknown topic in English, from an English page", async () => {
      const response = await formPost(
        server.base,
        "contact",
        {
          lng: "en",
          topic: "lunch",
          name: "Ada",
          email: "ada@example.org",
          message: "Hello there, lunch?",
        },
        "/contact",
      );
      const location = new URL(response.headers.get("location")!, server.base);
      expect(location.pathname).toBe("/contact");
      expect(location.searchParams.get("errors")).toBe("topic.invalid");
      expect(location.searchParams.get("message")).toBe("Hello there, lunch?");
    });
  });

  describe("unsubscribe page", () => {
    async function subscribedRow(email: string) {
      await formPost(server.base, "email/register-to-list", newsletterFields(email, { lng: "fr" }));
      const [row] = await rows<{ id: number; email: string; language: "fr"; token_nonce: string }>(
        "SELECT id, email, language, token_nonce FROM subscriptions WHERE email_key = ?",
        email,
      );
      return row!;
    }

    it("unsubscribes with the token of the page's address when the static form has none", async () => {
      const row = await subscribedRow("leaving@example.org");
      const token = signToken(SECRET, "unsubscribe", row);
      const response = await formPost(
        server.base,
        "newsletter/unsubscribe",
        { token: "", lng: "fr" },
        `/fr/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/fr/newsletter/unsubscribed");
      expect(await rows("SELECT status FROM subscriptions WHERE id = ?", row.id)).toEqual([
        { status: "unsubscribed" },
      ]);
      // The token in the body (the page's script fills it) works as well, and twice is fine.
      const again = await formPost(server.base, "newsletter/unsubscribe", { token, lng: "fr" });
      expect(again.headers.get("location")).toBe("/fr/newsletter/unsubscribed");
    });

    it("lands on the invalid-link page for a forged or missing token", async () => {
      for (const fields of [{ token: "u.1.0.forged" }, { token: "" }]) {
        const response = await formPost(
          server.base,
          "newsletter/unsubscribe",
          fields,
          "/newsletter/unsubscribe",
        );
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe("/newsletter/link-invalid");
      }
    });
  });
});

describe("native form posts when things go wrong", () => {
  const servers = serversPerTest(backends[0]!);

  it("lands on the too-many-attempts page past the rate limit, in the page's language", async () => {
    const server = await servers.start({ rateLimitPerMinute: 1 });
    const first = await formPost(server.base, "contact", {
      name: "Ada",
      email: "ada@example.org",
      message: "A first message, long enough.",
    });
    expect(first.headers.get("location")).toBe("/contact/sent");
    const second = await formPost(
      server.base,
      "contact",
      { name: "Ada", email: "ada@example.org", message: "A second message, too soon." },
      "/fr/contact",
    );
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/fr/contact/too-many-attempts");
    const json = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.org", message: "Third try here." }),
    });
    // Form posts and the JSON the page's script sends share one allowance (the JSON 429's body:
    // tests/unit/api.test.ts).
    expect(json.status).toBe(429);
  });

  it("lands on the not-sent page when the database fails, and logs the error", async () => {
    const fixture = await servers.fixture();
    const server = await servers.start();
    await sql(fixture.database, "DROP TABLE messages");
    const response = await formPost(
      server.base,
      "contact",
      { lng: "fr", name: "Ada", email: "ada@example.org", message: "Is anybody there?" },
      "/fr/contact",
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fr/contact/not-sent");
    const json = await fetch(`${server.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.org", message: "Is anybody there?" }),
    });
    expect(json.status).toBe(500);
    expect(await json.json()).toEqual({ error: "Internal server error" });
  });
});
