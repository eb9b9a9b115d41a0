/**
 * The forms as a browser sends them itself, before or without JavaScript: urlencoded bodies,
 * answered with a 303 to the page that says the outcome, in the page's language. Against the
 * real server and a real database, on SQLite and on PostgreSQL.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { signToken } from "../../server/newsletter/tokens.ts";
import { formPost, root, serversPerTest, sharedServer } from "./support/server-fixture.ts";
import { backends, sql } from "./support/databases.ts";

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

    it("lands a refused request on the check-message page of its language when the export has no contact page to fill in, nothing typed in the address", async () => {
      // The fixture's export has two pages; the filled-in contact page: tests/unit/refused-posts.test.ts.
      for (const [lng, from] of [
        ["fr", "/fr/contact"],
        ["en", "/contact"],
      ] as const) {
        const response = await formPost(
          server.base,
          "contact",
          { lng, topic: "lunch", name: "Ada", email: "ada@example.org", message: "short" },
          from,
        );
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe(
          `${lng === "fr" ? "/fr" : ""}/contact/check-message`,
        );
      }
      expect(await rows("SELECT id FROM messages WHERE email = ?", "ada@example.org")).toEqual([]);
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

describe("the page's language, on every path of a native post", () => {
  const servers = serversPerTest(backends[0]!);

  it("comes back from the form's action when the body is not read (the rate limit, a body too large) and the Referer is only the site's origin", async () => {
    // The pages on another origin: the browser's Referer to the API is the site's origin alone.
    const site = "https://www.site.example";
    const { base } = await servers.start({
      siteUrl: site,
      apiUrl: "https://api.site.example",
      rateLimitPerMinute: 1,
    });
    const post = (endpoint: string, body: string, lng: string) =>
      fetch(`${base}/api/${endpoint}?lng=${lng}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: site,
          referer: `${site}/`,
        },
        body,
      }).then((response) => response.headers.get("location"));
    const contact = "name=Zo%C3%A9&email=zoe%40example.org&message=Bonjour+%C3%A0+tous.&lng=fr";
    expect(await post("contact", contact, "fr")).toBe(`${site}/fr/contact/sent`);
    // Over the limit: refused before the body is read.
    expect(await post("contact", contact, "fr")).toBe(`${site}/fr/contact/too-many-attempts`);
    expect(await post("email/register-to-list", "email=zoe%40example.org&lng=fr", "fr")).toBe(
      `${site}/fr/newsletter/subscribed`,
    );
    expect(await post("email/register-to-list", "email=zoe2%40example.org&lng=fr", "fr")).toBe(
      `${site}/fr/newsletter/too-many-attempts`,
    );
    expect(await post("newsletter/unsubscribe", "token=&lng=fr", "fr")).toBe(
      `${site}/fr/newsletter/link-invalid`,
    );
    expect(await post("newsletter/unsubscribe", "token=&lng=fr", "fr")).toBe(
      `${site}/fr/newsletter/too-many-attempts`,
    );
  });

  it("comes back from the form's action for a body too large to be read", async () => {
    const { base } = await servers.start();
    const response = await fetch(`${base}/api/contact?lng=fr`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${base}/` },
      body: `lng=fr&name=Zo%C3%A9&message=${"x".repeat(17 * 1024)}`,
    });
    expect(response.headers.get("location")).toBe("/fr/contact/check-message");
  });
});

/** What a visitor types that is personal: it may appear in no URL the API sends a browser to. */
const PERSON = {
  name: "Zoé Personne",
  email: "zoe.personne+news@private.example",
  organisation: "Laboratoire Secret",
  message: "Mon message privé au sujet d'une étude.",
};

describe("every redirect the forms' API makes", () => {
  const servers = serversPerTest(backends[0]!);

  it("names no name, e-mail, message or organisation, whatever the form, the outcome and the content type", async () => {
    const fixture = await servers.fixture();
    const mail = { smtpUrl: "smtp://127.0.0.1:9", from: "Site <site@example.com>" };
    // Each request comes from its own visitor (behind a trusted proxy), so only the posts meant
    // to meet the rate limit do.
    const withMail = await servers.start(
      { mail, rateLimitPerMinute: 2, tokenSecret: SECRET },
      { trustProxy: ["127.0.0.1"] },
    );
    const locations: string[] = [];
    let visitor = 0;
    const send = async (
      base: string,
      endpoint: string,
      body: string,
      type: string,
      options: { lng?: string; from?: string; again?: number } = {},
    ) => {
      const address = `203.0.113.${++visitor}`;
      const statuses: number[] = [];
      for (let i = 0; i <= (options.again ?? 0); i++) {
        const response = await fetch(
          `${base}/api/${endpoint}${options.lng ? `?lng=${options.lng}` : ""}`,
          {
            method: "POST",
            redirect: "manual",
            headers: {
              "content-type": type,
              "x-forwarded-for": address,
              referer: `${base}${options.from ?? "/"}`,
            },
            body,
          },
        );
        statuses.push(response.status);
        const location = response.headers.get("location");
        if (location) locations.push(location);
      }
      return statuses;
    };
    const FORM = "application/x-www-form-urlencoded";
    const JSON_TYPE = "application/json";
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const json = (fields: Record<string, unknown>) => JSON.stringify(fields);
    const contact = { ...PERSON, topic: "quote", product: "pixel", country: "FR" };
    const subscriber = { email: PERSON.email, consent: enConsent };

    for (const lng of ["en", "fr"]) {
      const from = lng === "fr" ? "/fr/contact" : "/contact";
      for (const [type, encode] of [
        [FORM, form],
        [JSON_TYPE, json],
      ] as const) {
        // Contact: sent, refused (each field), a bot, too large, too many.
        await send(withMail.base, "contact", encode({ ...contact, lng }), type, { lng, from });
        await send(withMail.base, "contact", encode({ ...contact, organisation: "", lng }), type, {
          lng,
          from,
        });
        await send(
          withMail.base,
          "contact",
          encode({ ...contact, email: "zoe.personne", lng }),
          type,
          { lng, from },
        );
        await send(
          withMail.base,
          "contact",
          encode({ ...contact, message: PERSON.message.repeat(200), lng }),
          type,
          { lng, from },
        );
        await send(withMail.base, "contact", encode({ ...contact, website: "x", lng }), type, {
          lng,
          from,
        });
        await send(
          withMail.base,
          "contact",
          encode({ ...contact, lng, padding: "x".repeat(17_000) }),
          type,
          { lng, from },
        );
        await send(withMail.base, "contact", encode({ ...contact, lng }), type, {
          lng,
          from,
          again: 2,
        });
        // Newsletter: pending, held back (the same inbox again), refused, unknown consent, a bot,
        // too large, too many.
        await send(withMail.base, "email/register-to-list", encode({ ...subscriber, lng }), type, {
          lng,
          from,
        });
        await send(
          withMail.base,
          "email/register-to-list",
          encode({ ...subscriber, email: PERSON.email.replace("+news", ""), lng }),
          type,
          { lng, from },
        );
        await send(
          withMail.base,
          "email/register-to-list",
          encode({ email: `${PERSON.name}@`, lng }),
          type,
          { lng, from },
        );
        await send(
          withMail.base,
          "email/register-to-list",
          encode({ ...subscriber, consent: "000000000000", lng }),
          type,
          { lng, from },
        );
        await send(
          withMail.base,
          "email/register-to-list",
          encode({ ...subscriber, website: "x", lng }),
          type,
          { lng, from },
        );
        await send(
          withMail.base,
          "email/register-to-list",
          encode({ ...subscriber, padding: "x".repeat(17_000) }),
          type,
          { lng, from },
        );
        await send(withMail.base, "email/register-to-list", encode({ ...subscriber, lng }), type, {
          lng,
          from,
          again: 2,
        });
      }
      // The unsubscribe page's form (urlencoded) and a mail client's one-click (urlencoded,
      // multipart): done, an invalid link, too many.
      const [row] = await sql<{ id: number; token_nonce: string }>(
        fixture.database,
        "SELECT id, token_nonce FROM subscriptions WHERE email = ?",
        PERSON.email,
      );
      const token = signToken(SECRET, "unsubscribe", row!);
      await send(withMail.base, "newsletter/unsubscribe", form({ token: "", lng }), FORM, {
        lng,
        from: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      await send(
        withMail.base,
        "newsletter/unsubscribe",
        form({ token: "u.1.2.forged", lng }),
        FORM,
        { lng, again: 2 },
      );
      await send(
        withMail.base,
        `newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        "List-Unsubscribe=One-Click",
        FORM,
      );
      await send(
        withMail.base,
        `newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        '--b\r\ncontent-disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
        "multipart/form-data; boundary=b",
      );
      await send(withMail.base, "newsletter/unsubscribe", json({ token }), JSON_TYPE);
    }
    // The links of the e-mails (GET): confirm, and the unsubscribe page.
    for (const link of ["confirm?token=c.1.2.forged", "unsubscribe?token=u.1.2.forged"]) {
      const response = await fetch(`${withMail.base}/api/newsletter/${link}`, {
        redirect: "manual",
      });
      locations.push(response.headers.get("location")!);
    }
    // Without mail, a subscription is confirmed at once; then the database down: the failure pages.
    const broken = await servers.start({}, { trustProxy: ["127.0.0.1"] });
    for (const lng of ["en", "fr"]) {
      await send(
        broken.base,
        "email/register-to-list",
        form({ email: `${lng}.${PERSON.email}`, lng }),
        FORM,
        { lng },
      );
    }
    await sql(fixture.database, "DROP TABLE outbox");
    await sql(fixture.database, "DROP TABLE messages");
    await sql(fixture.database, "DROP TABLE subscriptions");
    for (const lng of ["en", "fr"]) {
      await send(broken.base, "contact", form({ ...contact, lng }), FORM, { lng });
      await send(broken.base, "email/register-to-list", form({ ...subscriber, lng }), FORM, {
        lng,
      });
      await send(
        broken.base,
        "newsletter/unsubscribe",
        form({ token: "u.1.2.forged", lng }),
        FORM,
        { lng },
      );
    }

    for (const location of locations) {
      for (const value of Object.values(PERSON).flatMap((value) => [
        value,
        encodeURIComponent(value),
        new URLSearchParams({ v: value }).toString().slice(2),
        value.split(/[ @+]/)[0]!,
      ])) {
        expect(location, location).not.toContain(value);
      }
    }
    // Every outcome page a form's post or link lands on was reached, in both languages.
    const reached = new Set(locations.map((location) => new URL(location, "http://x").pathname));
    for (const page of [
      "/contact/sent",
      "/contact/check-message",
      "/contact/too-many-attempts",
      "/contact/not-sent",
      "/newsletter/subscribed",
      "/newsletter/pending",
      "/newsletter/check-address",
      "/newsletter/too-many-attempts",
      "/newsletter/not-recorded",
      "/newsletter/unsubscribed",
      "/newsletter/link-invalid",
    ]) {
      expect(reached, page).toContain(page);
      expect(reached, page).toContain(`/fr${page}`);
    }
  });
});
