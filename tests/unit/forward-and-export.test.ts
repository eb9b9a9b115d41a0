import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import MailComposer from "nodemailer/lib/mail-composer";
import { simpleParser } from "mailparser";
import { contactFields } from "../../lib/contact-fields.ts";
import { forwardMail } from "../../server/contact/mail.ts";
import { csvCell, csvRow } from "../../server/csv.ts";
import type { DatabaseTarget } from "../../server/db/target.ts";
import { makeFixture, post, root, startInProcess, type Fixture } from "./support/server-fixture.ts";
import { backends, databaseEnv, sql } from "./support/databases.ts";
import { startSmtp, until } from "../support/smtp.ts";

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: '=1+1, a formula\nand a "quote"',
};

const request = {
  ...contact,
  topic: "quote",
  product: "pixel",
  organisation: "Lovelace & Babbage",
  country: "United Kingdom",
  configuration: "months=12&panellists=40&options=platform,pixel",
  message: 'I would like "this".',
};

async function forwardedAt(database: DatabaseTarget): Promise<(string | null)[]> {
  const rows = await sql<{ forwarded_at: string | null }>(
    database,
    "SELECT forwarded_at FROM messages ORDER BY id",
  );
  return rows.map((row) => row.forwarded_at);
}

/** `npm run export -- <what>` on the fixture's database, links on `siteUrl`. */
function exportCsv(fixture: Fixture, what: string, siteUrl: string): string {
  return execFileSync(process.execPath, ["scripts/export.ts", what], {
    cwd: root,
    env: { ...process.env, ...databaseEnv(fixture.database), NEXT_PUBLIC_SITE_URL: siteUrl },
    encoding: "utf8",
  });
}

describe.each(backends)("on $name", (backend) => {
  let fixture: Fixture;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    fixture = await makeFixture(backend);
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    fixture.remove();
  });

  it("forwards contact messages to CONTACT_TO with the visitor as Reply-To, then marks them forwarded", async () => {
    const { app, base } = await startInProcess(fixture, {
      mail: {
        smtpUrl: smtp.url,
        from: "news@epiderma.example",
        contactTo: "team@epiderma.example",
      },
    });
    try {
      expect((await post(base, "contact", contact)).status).toBe(201);
      await until(() => smtp.received.length === 1);
      const mail = smtp.received[0]!.raw;
      expect(mail).toMatch(/^To: team@epiderma\.example/m);
      expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>/m);
      expect(mail).toMatch(/^Subject: Contact form: Ada Lovelace/m);
      expect(mail).toContain("a formula");
      const deadline = Date.now() + 5000;
      while ((await forwardedAt(fixture.database))[0] === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await forwardedAt(fixture.database))[0]).toMatch(/^\d{4}-/);
    } finally {
      await app.close();
    }
  });

  it("still answers 201, keeps the message and queues its retry when the mail server is unreachable", async () => {
    const { app, base } = await startInProcess(fixture, {
      // Nothing listens on port 9 (discard) on loopback here: the connection is refused.
      mail: {
        smtpUrl: "smtp://127.0.0.1:9",
        from: "news@epiderma.example",
        contactTo: "team@epiderma.example",
      },
    });
    try {
      expect((await post(base, "contact", contact)).status).toBe(201);
      const retry = () =>
        sql<{ attempts: number; last_error: string | null; next_attempt_at: string }>(
          fixture.database,
          "SELECT attempts, last_error, next_attempt_at FROM outbox",
        );
      await until(async () => (await retry())[0]?.last_error != null);
      const [queued] = await retry();
      expect(queued).toMatchObject({
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(Date.parse(queued!.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000);
      expect(await forwardedAt(fixture.database)).toHaveLength(2);
      expect((await forwardedAt(fixture.database))[1]).toBeNull();
    } finally {
      await app.close();
    }
  });

  it("forwards a request's details above its message, in the form's order", async () => {
    const { app, base } = await startInProcess(fixture, {
      mail: {
        smtpUrl: smtp.url,
        from: "news@epiderma.example",
        contactTo: "team@epiderma.example",
      },
    });
    try {
      const before = smtp.received.length;
      expect((await post(base, "contact", request)).status).toBe(201);
      await until(() => smtp.received.length === before + 1);
      const mail = smtp.received[before]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(mail).toMatch(/^Subject: Contact form \(quote\): Ada Lovelace/m);
      expect(mail).toContain(
        [
          "Topic: quote",
          "Product: pixel",
          "Configuration: months=12&panellists=40&options=platform,pixel",
          "Organisation: Lovelace & Babbage",
          "Country: United Kingdom (GB)",
        ].join("\r\n"),
      );
    } finally {
      await app.close();
    }
  });

  it("exports messages and subscribers as CSV, with consent records and working unsubscribe URLs", async () => {
    const { app, base } = await startInProcess(fixture);
    try {
      await post(base, "email/register-to-list", { email: "-dash@example.com" });
      const consented = await post(base, "email/register-to-list", {
        email: "grace@example.com",
        lng: "fr",
        source: "/fr/contact",
        consent: (
          await sql<{ version: string }>(
            fixture.database,
            "SELECT version FROM consent_texts WHERE language = 'fr'",
          )
        )[0]!.version,
      });
      expect(consented.status).toBe(201);

      const subscribers = exportCsv(fixture, "subscribers", base).split("\r\n");
      expect(subscribers[0]).toBe(
        "id,email,status,language,source,consent_version,consent_text,subscribed_at,confirmed_at,unsubscribed_at,unsubscribe_url",
      );
      expect(subscribers[1]).toMatch(
        new RegExp(
          `^1,'-dash@example\\.com,confirmed,,,,,\\d{4}-[^,]+,\\d{4}-[^,]+,,${base}/api/newsletter/unsubscribe\\?token=u\\.1\\.0\\.[\\w-]{43}$`,
        ),
      );
      expect(subscribers[2]).toMatch(
        /^2,grace@example\.com,confirmed,fr,\/fr\/contact,[0-9a-f]{12},"?En vous inscrivant.*<privacy>politique de confidentialité<\/privacy>.*,http/,
      );

      // The exported link unsubscribes, as a one-click POST from a mail client would.
      const url = subscribers[2]!.slice(subscribers[2]!.lastIndexOf(",") + 1);
      const oneClick = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      const after = exportCsv(fixture, "subscribers", base).split("\r\n");
      expect(after[2]).toMatch(/^2,grace@example\.com,unsubscribed,fr,.*,\d{4}-[^,]+,http/);
    } finally {
      await app.close();
    }

    // Every field in the form's order, between the row's id and time and its forward's time.
    const fields = (values: Record<string, string>) =>
      contactFields.map(({ name }) => csvCell(values[name] ?? null)).join(",");
    const messages = exportCsv(fixture, "messages", base);
    expect(messages.split("\r\n")[0]).toBe(
      ["id", "created_at", ...contactFields.map(({ name }) => name), "forwarded_at"].join(","),
    );
    expect(messages).toContain(`,${fields(contact)},`);
    expect(messages).toContain(`,${fields({ ...request, country: "GB" })},`);
  });
});

describe("csvCell", () => {
  it("quotes what needs it and defuses formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvRow(["a", "b,c"])).toBe('a,"b,c"\r\n');
  });

  it("defuses every start a spreadsheet reads as a formula: full-width signs, a pipe, and behind spaces or a line break", () => {
    for (const start of ["＝", "＋", "－", "＠", "｜", "|", "\n", " =", "  +", "\u3000＝", "\n="]) {
      expect(csvCell(`${start}HYPERLINK("http://x.invalid")`).replace(/^"/, ""), start).toMatch(
        /^'/,
      );
    }
    // A sign inside the text, or text that merely looks like a sum, stays as it is.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Ada | Babbage")).toBe("Ada | Babbage");
  });
});

describe("the forward e-mail", () => {
  /** The e-mail as nodemailer writes it, read back as a mail client reads it. */
  async function delivered(name: string, topic?: string) {
    const options = forwardMail(
      { name, email: "ada@example.com", message: "Hello there!", topic: topic as "quote" },
      "team@epiderma.example",
      undefined,
    );
    const raw = await new MailComposer(options).compile().build();
    return simpleParser(raw);
  }

  it("shows what the visitor typed as their name, an RFC 2047 encoded word included, in the subject and the Reply-To", async () => {
    for (const name of [
      "=?utf-8?q?Bcc=3A_someone=40evil=2Eexample?=",
      "Ada =?UTF-8?B?QmNjOiB4QHkueg==?= Lovelace",
      "=?iso-8859-1?q?=E9?=",
    ]) {
      for (const topic of [undefined, "quote"]) {
        const mail = await delivered(name, topic);
        expect(mail.subject).toBe(
          topic ? `Contact form (${topic}): ${name}` : `Contact form: ${name}`,
        );
        expect(mail.replyTo?.value[0]).toEqual({ name, address: "ada@example.com" });
      }
    }
    // An ordinary name is written as it is.
    const mail = await delivered("Émilie Durand");
    expect(mail.subject).toBe("Contact form: Émilie Durand");
  });
});
