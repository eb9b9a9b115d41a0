// For erasure requests (GDPR article 17).
import { checkEmail } from "../lib/validation.ts";
import { sql } from "kysely";
import type { Db } from "../server/db/schema.ts";
import { runScript, withDatabase } from "./lib/database.ts";

function erase(db: Db, email: string) {
  const key = email.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const subscriptions = await trx
      .deleteFrom("subscriptions")
      .where("email_key", "=", key)
      .executeTakeFirst();
    const messages = await trx
      .deleteFrom("messages")
      .where(sql<string>`lower(email)`, "=", key)
      .executeTakeFirst();
    return {
      subscriptions: Number(subscriptions.numDeletedRows),
      messages: Number(messages.numDeletedRows),
    };
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const email = args.length === 1 ? checkEmail(args[0]) : undefined;
  if (!email?.ok) {
    console.error("Usage: npm run erase -- <email address>  (one valid address)");
    return 2;
  }
  const erased = await withDatabase((db) => erase(db, email.value));
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  console.log(
    `Erased ${email.value}: ${plural(erased.subscriptions, "subscription")}, ` +
      `${plural(erased.messages, "contact message")}.`,
  );
  return 0;
}

await runScript(main);
