/**
 * Double opt-in and unsubscribing, against the real server, a real SMTP server capturing the
 * e-mails (tests/support/smtp.ts) and a real database, on SQLite and on PostgreSQL:
 * subscribe → e-mail in the subscriber's language → confirm → unsubscribe, and every way a
 * link can be wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { signToken } from "../../server/newsletter/tokens.ts";
import { post, root, sharedServer } from "./support/server-fixture.ts";
import { backends } from "./support/databases.ts";
import { readMail, type Mail } from "../support/read-mail.ts";
import { startSmtp, until } from "../support/smtp.ts";

const SECRET = "newsletter-test-secret-of-at-least-32-characters";
const FROM = "Epiderma <news@epiderma.example>";

const consent = (lng: "en" | "fr") => {
  const file = path.join(root, "locales", lng, "forms.json");
  return consentVersion(JSON.parse(fs.readFileSync(file, "utf8")).newsletter.consent as string);
};

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: "manual", headers });

describe.each(backends)("on $name", (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // Registered first, so the mail server starts before the server and closes after it.
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const server = sharedServer(backend, () => ({
    tokenSecret: SECRET,
    mail: { smtpUrl: smtp.url, from: FROM },
  }));
  const { rows } = server;

  /** Subscribes and returns the confirmation e-mail it sent. */
  async function subscribe(body: Record<string, unknown>): Promise<Mail> {
    const before = smtp.received.length;
    const response = await post(server.base, "email/register-to-list", body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: true, status: "pending" });
    await until(() => smtp.received.length > before);
    return readMail(smtp.received[before]!);
  }

  async function row(email: string) {
    const [found] = await rows<{
      id: number;
      status: string;
      token_nonce: string;
      confirmed_at: string | null;
    }>(
      "SELECT id, status, token_nonce, confirmed_at FROM subscriptions WHERE email_key = ?",
      email.toLowerCase(),
    );
    return found!;
  }

  it.each([
    {
      lng: "en" as const,
      email: "ada@example.com",
      subject: "Confirm your subscription to the Epiderma newsletter",
      words: ["Hello,", "The link works until", "Unsubscribe"],
      prefix: "",
    },
    {
      lng: "fr" as const,
      email: "Marie@Example.fr",
      subject: "Confirmez votre inscription à la newsletter Epiderma",
      words: ["Bonjour,", "Ce lien est valable jusqu’au", "Se désinscrire"],
      prefix: "/fr",
    },
  ])("subscribes in $lng: e-mail in $lng → confirm → unsubscribe", async (test) => {
    const mail = await subscribe({
      email: test.email,
      lng: test.lng,
      source: `${test.prefix}/pricing`,
      consent: consent(test.lng),
    });
    const stored = test.email.replace(/@.*/, (domain) => domain.toLowerCase());
    expect(await row(test.email)).toMatchObject({ status: "pending", confirmed_at: null });

    // The e-mail: the subscriber's language, plain text and HTML, one-click unsubscribe headers.
    expect(mail.to).toBe(stored);
    expect(mail.from).toBe(FROM);
    expect(mail.subject).toBe(test.subject);
    for (const word of test.words) expect(mail.text).toContain(word);
    expect(mail.text).toContain(stored);
    expect(mail.html).toContain(`lang="${test.lng}"`);
    expect(mail.html).toContain(mail.confirmUrl.replace(/&/g, "&amp;"));
    expect(mail.confirmUrl.startsWith(`${server.base}/api/newsletter/confirm?token=c.`)).toBe(true);
    expect(
      mail.unsubscribeUrl.startsWith(`${server.base}/api/newsletter/unsubscribe?token=u.`),
    ).toBe(true);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(mail.unsubscribeUrl);

    // A link checker's HEAD does not confirm.
    expect((await fetch(mail.confirmUrl, { method: "HEAD", redirect: "manual" })).status).not.toBe(
      303,
    );
    expect((await row(test.email)).status).toBe("pending");

    const confirmed = await get(mail.confirmUrl);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`${test.prefix}/newsletter/confirmed`);
    expect(await row(test.email)).toMatchObject({
      status: "confirmed",
      confirmed_at: expect.any(String),
    });
    const again = await get(mail.confirmUrl);
    expect(again.headers.get("location")).toBe(`${test.prefix}/newsletter/already-confirmed`);

    // Subscribing a confirmed address again changes nothing and sends nothing.
    const count = smtp.received.length;
    const repeat = await post(server.base, "email/register-to-list", {
      email: test.email.toUpperCase(),
    });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ subscribed: true, status: "confirmed" });

    // The unsubscribe link: GET only shows the page, the one-click POST unsubscribes.
    const page = await get(mail.unsubscribeUrl);
    expect(page.status).toBe(303);
    const token = new URL(mail.unsubscribeUrl).searchParams.get("token")!;
    expect(page.headers.get("location")).toBe(
      `${test.prefix}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect((await row(test.email)).status).toBe("confirmed");
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const oneClick = await fetch(mail.unsubscribeUrl, { method: "POST", body: form });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true, already: false });
    expect((await row(test.email)).status).toBe("unsubscribed");
    const reused = await post(server.base, "newsletter/unsubscribe", { token });
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ unsubscribed: true, already: true });
    expect((await get(mail.unsubscribeUrl)).headers.get("location")).toBe(
      `${test.prefix}/newsletter/unsubscribed`,
    );
    expect((await get(mail.confirmUrl)).headers.get("location")).toBe(
      `${test.prefix}/newsletter/unsubscribed`,
    );
    expect(smtp.received.length).toBe(count);
  });

  it("sends a pending address a fresh confirmation only on a backoff", async () => {
    const first = await subscribe({ email: "pending@example.com", lng: "en" });
    const count = smtp.received.length;
    const again = await post(server.base, "email/register-to-list", {
      email: "pending@example.com",
    });
    expect(again.status).toBe(200);
    // Held back: the answer says when a new link may be asked for, an hour after the first.
    const held = (await again.json()) as { resendAfter: string };
    expect(held).toEqual({ subscribed: true, status: "pending", resendAfter: expect.any(String) });
    const [sent] = await rows<{ confirm_sent_at: string }>(
      "SELECT confirm_sent_at FROM subscriptions WHERE email_key = 'pending@example.com'",
    );
    expect(Date.parse(held.resendAfter) - Date.parse(sent!.confirm_sent_at)).toBe(3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(count);

    // An hour later, asking again sends a new link; the next one waits two hours.
    const askAnHourAfterTheLast = async () => {
      const earlier = new Date(Date.now() - 61 * 60_000).toISOString();
      await rows(
        "UPDATE subscriptions SET confirm_sent_at = ? WHERE email_key = 'pending@example.com'",
        earlier,
      );
      const response = await post(server.base, "email/register-to-list", {
        email: "pending@example.com",
      });
      expect(response.status).toBe(200);
    };
    await askAnHourAfterTheLast();
    await until(() => smtp.received.length === count + 1);
    const second = await readMail(smtp.received[count]!);
    expect(second.to).toBe("pending@example.com");
    expect(second.confirmUrl.startsWith(`${server.base}/api/newsletter/confirm?token=c.`)).toBe(
      true,
    );
    await askAnHourAfterTheLast();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.length).toBe(count + 1);
    expect(
      await rows("SELECT confirm_sends FROM subscriptions WHERE email_key = 'pending@example.com'"),
    ).toEqual([{ confirm_sends: 2 }]);
    // Both links work: the first one confirms.
    expect((await get(first.confirmUrl)).headers.get("location")).toBe("/newsletter/confirmed");
  });

  it("sends an expired confirmation link to the expired page, in the subscriber's language", async () => {
    await subscribe({ email: "late@example.fr", lng: "fr" });
    const subject = await row("late@example.fr");
    const expired = signToken(SECRET, "confirm", subject, Date.now() - 1000);
    const response = await get(`${server.base}/api/newsletter/confirm?token=${expired}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fr/newsletter/link-expired");
    expect((await row("late@example.fr")).status).toBe("pending");
  });

  it("answers every wrong token with the invalid-link page or a 400, never a 500", async () => {
    const mail = await subscribe({ email: "tokens@example.com", lng: "en" });
    const subject = await row("tokens@example.com");
    const confirm = new URL(mail.confirmUrl).searchParams.get("token")!;
    const unsubscribe = new URL(mail.unsubscribeUrl).searchParams.get("token")!;
    const flip = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const wrongForConfirm = [
      "",
      "garbage",
      confirm.slice(0, -5),
      flip(confirm),
      unsubscribe, // the other purpose
      signToken(
        "another-secret-of-at-least-thirty-two-chars",
        "confirm",
        subject,
        Date.now() + 60_000,
      ),
      signToken(
        SECRET,
        "confirm",
        { id: subject.id, token_nonce: "0".repeat(32) },
        Date.now() + 60_000,
      ),
      signToken(
        SECRET,
        "confirm",
        { id: 999_999, token_nonce: subject.token_nonce },
        Date.now() + 60_000,
      ),
      confirm.replace(/^c\.\d+/, "c.99999999999999999999"),
      confirm.replace(/^c\.\d+/, "c.2147483648"), // past PostgreSQL's integer ids
      confirm.replace(/^c\.\d+/, "c.999999999999999"),
      `${confirm}${"x".repeat(10_000)}`,
      "c.1.0.é🙂",
      "%00%0d%0a",
    ];
    for (const token of wrongForConfirm) {
      const shown = token.slice(0, 60);
      const english = await get(
        `${server.base}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
      );
      expect(english.status, shown).toBe(303);
      expect(english.headers.get("location"), shown).toBe("/newsletter/link-invalid");
      const french = await get(
        `${server.base}/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
        {
          "accept-language": "fr-FR,fr;q=0.9,en;q=0.5",
        },
      );
      expect(french.headers.get("location"), shown).toBe("/fr/newsletter/link-invalid");
    }
    for (const query of ["", "?token=a&token=b", "?token[x]=1"]) {
      const response = await get(`${server.base}/api/newsletter/confirm${query}`);
      expect(response.headers.get("location"), query).toBe("/newsletter/link-invalid");
    }
    expect((await row("tokens@example.com")).status).toBe("pending");

    const wrongForUnsubscribe = [
      confirm,
      flip(unsubscribe),
      unsubscribe.slice(0, 20),
      42,
      ["x"],
      { a: 1 },
    ];
    for (const token of wrongForUnsubscribe) {
      const response = await post(server.base, "newsletter/unsubscribe", { token });
      expect(response.status, JSON.stringify(token)).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.any(String),
        fields: { token: "invalid" },
      });
      const page = await get(
        `${server.base}/api/newsletter/unsubscribe?token=${encodeURIComponent(String(token))}`,
      );
      expect(page.headers.get("location")).toBe("/newsletter/link-invalid");
    }
    expect((await row("tokens@example.com")).status).toBe("pending");
  });

  it("accepts only RFC 8058 form bodies or JSON on the unsubscribe endpoint", async () => {
    const mail = await subscribe({ email: "forms@example.com", lng: "en" });
    const url = mail.unsubscribeUrl;
    const send = (body: string | undefined, type?: string) =>
      fetch(url, { method: "POST", body, headers: type ? { "content-type": type } : {} });

    expect((await send("List-Unsubscribe=Later", "application/x-www-form-urlencoded")).status).toBe(
      400,
    );
    expect((await send("List-Unsubscribe=One-Click", "text/plain")).status).toBe(415);
    expect((await send(undefined)).status).toBe(400);
    expect((await send("null", "application/json")).status).toBe(400);
    expect((await send("{", "application/json")).status).toBe(400);
    expect((await send("x".repeat(17 * 1024), "application/x-www-form-urlencoded")).status).toBe(
      413,
    );
    const noToken = await post(server.base, "newsletter/unsubscribe", {});
    expect(noToken.status).toBe(400);
    expect(await noToken.json()).toEqual({
      error: expect.any(String),
      fields: { token: "required" },
    });
    expect((await row("forms@example.com")).status).toBe("pending");

    // A pending address may leave before confirming; the JSON token wins over none in the URL.
    const token = new URL(url).searchParams.get("token")!;
    const json = await post(server.base, "newsletter/unsubscribe", { token });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ unsubscribed: true, already: false });
    const urlencoded = await send(
      "List-Unsubscribe=One-Click",
      "application/x-www-form-urlencoded",
    );
    expect(await urlencoded.json()).toEqual({ unsubscribed: true, already: true });
    // A confirmation link of an address that left before confirming does not subscribe it.
    expect((await get(mail.confirmUrl)).headers.get("location")).toBe("/newsletter/unsubscribed");
    expect((await row("forms@example.com")).status).toBe("unsubscribed");
  });
});
