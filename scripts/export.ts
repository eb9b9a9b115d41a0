/**
 * `npm run export -- subscribers` / `npm run export -- messages`: the forms' data as CSV on
 * standard output (server/csv.ts for quoting and formula guarding), from the server's database
 * (DATABASE_URL, else DATABASE_PATH). Safe while the server runs.
 *
 * Subscribers come with their consent record (status, language, source page, consent version
 * and the exact text it stands for) and their unsubscribe URL, for mail merges in a newsletter
 * tool: it needs the server's secret (TOKEN_SECRET, else the one in the database) and the
 * site's address (NEXT_PUBLIC_SITE_URL).
 */
import { settings } from "../lib/settings.ts";
import { csvRow } from "../server/csv.ts";
import type { FormsStore } from "../server/db/store.ts";
import { tokenSecretFromEnv } from "../server/api/settings.ts";
import { linkSecret, unsubscribeUrl } from "../server/newsletter/links.ts";
import { runScript, withFormsStore } from "./lib/forms-store.ts";

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

const MESSAGE_COLUMNS = ["id", "created_at", "name", "email", "message", "forwarded_at"] as const;

async function subscribers(store: FormsStore): Promise<Record<string, Cell>[]> {
  const secret = await linkSecret(store, tokenSecretFromEnv(process.env.TOKEN_SECRET));
  const rows = await store.read("subscribers");
  return rows.map((row) => ({
    ...row,
    unsubscribe_url: unsubscribeUrl({ siteUrl: settings.siteUrl, secret }, row),
  }));
}

async function main(): Promise<number> {
  const what = process.argv[2];
  if (what !== "subscribers" && what !== "messages") {
    console.error("Usage: npm run export -- subscribers|messages  (CSV on standard output)");
    return 2;
  }
  await withFormsStore(async (store) => {
    const columns = what === "subscribers" ? SUBSCRIBER_COLUMNS : MESSAGE_COLUMNS;
    const rows: Record<string, Cell>[] =
      what === "subscribers" ? await subscribers(store) : await store.read("messages");
    process.stdout.write(csvRow(columns));
    for (const row of rows)
      process.stdout.write(csvRow(columns.map((column) => row[column] ?? null)));
  });
  return 0;
}

await runScript(main);
