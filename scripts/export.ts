import { csvRow } from "../server/csv.ts";
import { contactFields } from "../lib/contact-fields.ts";
import { messages } from "../server/contact/queries.ts";
import type { Db } from "../server/db/schema.ts";
import { readConfig } from "../server/config.ts";
import { linkSecret, unsubscribeUrl } from "../server/newsletter/links.ts";
import { subscribers as subscriberRows } from "../server/newsletter/queries.ts";
import { outboxExport } from "../server/outbox/queries.ts";
import { runScript, withDatabase } from "./lib/database.ts";

type Cell = string | number | null;

const SUBSCRIBER_COLUMNS = [
  "id",
  "email",
  "status",
  "language",
  "source",
  "consent_version",
  "consent_text",
  "subscribed_at",
  "confirmed_at",
  "unsubscribed_at",
  "unsubscribe_url",
] as const;

const MESSAGE_COLUMNS = [
  "id",
  "created_at",
  ...contactFields.map((field) => field.name),
  "forwarded_at",
] as const;

const OUTBOX_COLUMNS = [
  "id",
  "kind",
  "status",
  "email",
  "subscription_id",
  "message_id",
  "created_at",
  "attempts",
  "next_attempt_at",
  "last_error",
  "gave_up_at",
] as const;

async function outbox(db: Db): Promise<Record<string, Cell>[]> {
  return (await outboxExport(db)).map((row) => ({
    ...row,
    status: row.gave_up_at === null ? "pending" : "given up",
  }));
}

const exports = {
  subscribers: { columns: SUBSCRIBER_COLUMNS, rows: subscribers },
  messages: { columns: MESSAGE_COLUMNS, rows: messages },
  outbox: { columns: OUTBOX_COLUMNS, rows: outbox },
} satisfies Record<string, { columns: readonly string[]; rows: (db: Db) => Promise<object[]> }>;

async function subscribers(db: Db): Promise<Record<string, Cell>[]> {
  const { tokenSecret, siteUrl } = readConfig().api;
  const secret = await linkSecret(db, tokenSecret);
  const rows = await subscriberRows(db);
  return rows.map((row) => ({
    ...row,
    unsubscribe_url: unsubscribeUrl({ siteUrl, secret }, row),
  }));
}

async function main(): Promise<number> {
  const what = process.argv[2];
  if (what === undefined || !Object.hasOwn(exports, what)) {
    console.error(
      `Usage: npm run export -- ${Object.keys(exports).join("|")}  (CSV on standard output)`,
    );
    return 2;
  }
  const { columns, rows } = exports[what as keyof typeof exports];
  await withDatabase(async (db) => {
    process.stdout.write(csvRow(columns));
    for (const row of (await rows(db)) as Record<string, Cell>[])
      process.stdout.write(csvRow(columns.map((column) => row[column] ?? null)));
  });
  return 0;
}

await runScript(main);
