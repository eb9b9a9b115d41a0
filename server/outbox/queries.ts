// Decision 0023: an e-mail is queued in the transaction of the row that makes it due.
import { onPostgres } from "../db/database.ts";
import type { Db, OutboxMessage, OutboxTable } from "../db/schema.ts";

export type OutboxKind = OutboxTable["kind"];

export function queueConfirmation(db: Db, subscriptionId: number, at: string) {
  return queue(db, "confirmation", subscriptionId, null, at);
}

export function queueForward(db: Db, messageId: number, at: string) {
  return queue(db, "contact", null, messageId, at);
}

async function queue(
  db: Db,
  kind: OutboxKind,
  subscriptionId: number | null,
  messageId: number | null,
  at: string,
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      kind,
      subscription_id: subscriptionId,
      message_id: messageId,
      created_at: at,
      next_attempt_at: at,
    })
    .execute();
}

// The UPDATE checks the lease again, so a message is never held twice; SKIP LOCKED lets another
// PostgreSQL instance claiming at the same moment take the next one.
export async function claimOutbox(
  db: Db,
  now: string,
  until: string,
): Promise<OutboxMessage | undefined> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("gave_up_at", "is", null)
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  if (onPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable("outbox")
    .set((eb) => ({ locked_until: until, attempts: eb("attempts", "+", 1) }))
    .where("id", "=", due)
    .where("gave_up_at", "is", null)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .returningAll()
    .executeTakeFirst();
}

export async function outboxSent(db: Db, message: OutboxMessage, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("outbox").where("id", "=", message.id).execute();
    if (message.message_id !== null) {
      await trx
        .updateTable("messages")
        .set({ forwarded_at: at })
        .where("id", "=", message.message_id)
        .execute();
    }
  });
}

export async function outboxDropped(db: Db, id: number): Promise<void> {
  await db.deleteFrom("outbox").where("id", "=", id).execute();
}

export type Failure =
  | { last_error: string; next_attempt_at: string; gave_up_at?: undefined }
  | { last_error: string; gave_up_at: string; next_attempt_at?: undefined };

export async function outboxFailed(db: Db, id: number, failure: Failure): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ ...failure, locked_until: null })
    .where("id", "=", id)
    .execute();
}

export interface OutboxExport extends OutboxMessage {
  email: string | null;
}

export function outboxExport(db: Db): Promise<OutboxExport[]> {
  return db
    .selectFrom("outbox")
    .leftJoin("subscriptions", "subscriptions.id", "outbox.subscription_id")
    .leftJoin("messages", "messages.id", "outbox.message_id")
    .selectAll("outbox")
    .select((eb) => eb.fn.coalesce("subscriptions.email", "messages.email").as("email"))
    .orderBy("outbox.id")
    .execute();
}
