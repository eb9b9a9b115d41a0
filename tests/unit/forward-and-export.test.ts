import { execFileSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvCell, csvRow } from "@/server/csv";
import { makeFixture, post, startInProcess, type Fixture } from "./support/api-server";

const root = path.resolve(import.meta.dirname, "../..");

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (data += chunk));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, received, url: `smtp://127.0.0.1:${port}` };
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: '=1+1, a formula\nand a "quote"',
};

function forwardedAt(fixture: Fixture): (string | null)[] {
  const db = new Database(fixture.databasePath, { readonly: true });
  const rows = db.prepare("SELECT forwarded_at FROM messages ORDER BY id").all() as {
    forwarded_at: string | null;
  }[];
  db.close();
  return rows.map((row) => row.forwarded_at);
}

describe("forwarding contact messages by e-mail", () => {
  let fixture: Fixture;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    fixture = makeFixture();
    smtp = await startSmtp();
  });
  afterAll(() => {
    smtp.server.close();
    fixture.remove();
  });

  it("sends the message to CONTACT_TO with the visitor as Reply-To, then marks it forwarded", async () => {
    const { app, base } = await startInProcess(fixture, {
      mail: { smtpUrl: smtp.url, to: "team@epiderma.example" },
    });
    try {
      expect((await post(base, "contact", contact)).status).toBe(201);
      await until(() => smtp.received.length === 1);
      const mail = smtp.received[0]!;
      expect(mail).toMatch(/^To: team@epiderma\.example/m);
      expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example\.com>/m);
      expect(mail).toMatch(/^Subject: Contact form: Ada Lovelace/m);
      expect(mail).toContain("a formula");
      await until(() => forwardedAt(fixture)[0] !== null);
    } finally {
      await app.close();
    }
  });

  it("still answers 201 and keeps the message when the mail server is unreachable", async () => {
    const { app, base } = await startInProcess(fixture, {
      // Nothing listens on port 9 (discard) on loopback here: the connection is refused.
      mail: { smtpUrl: "smtp://127.0.0.1:9", to: "team@epiderma.example" },
    });
    try {
      expect((await post(base, "contact", contact)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(forwardedAt(fixture)).toHaveLength(2);
      expect(forwardedAt(fixture)[1]).toBeNull();
    } finally {
      await app.close();
    }
  });

  it("exports messages and subscribers as CSV, quoted and guarded against formulas", async () => {
    const { app, base } = await startInProcess(fixture);
    await post(base, "email/register-to-list", { email: "-dash@example.com" });
    await post(base, "email/register-to-list", { email: "grace@example.com" });
    await app.close();
    const run = (what: string) =>
      execFileSync(process.execPath, ["--import", "tsx", "scripts/export.ts", what], {
        cwd: root,
        env: { ...process.env, DATABASE_PATH: fixture.databasePath },
        encoding: "utf8",
      });
    const subscribers = run("subscribers").split("\r\n");
    expect(subscribers[0]).toBe("id,email,created_at");
    expect(subscribers[1]).toMatch(/^1,'-dash@example\.com,\d{4}-/);
    expect(subscribers[2]).toMatch(/^2,grace@example\.com,/);
    const messages = run("messages");
    expect(messages.startsWith("id,created_at,name,email,message,forwarded_at\r\n")).toBe(true);
    expect(messages).toContain(
      `,Ada Lovelace,ada@example.com,"'=1+1, a formula\nand a ""quote""",`,
    );
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
});
