/**
 * The outbox's queries (docs/decisions/0023-outbox.md). An e-mail is queued by the write that
 * makes it due, in the same transaction (a subscription waiting for its confirmation, a contact
 * message to forward), so a committed row always has its e-mail queued, and an erased or purged
 * row takes its queued e-mail with it (ON DELETE CASCADE). The worker (server/outbox/worker.ts)
 * claims one message at a time with a lease, so instances sharing a database never send the
 * same one together, and a claim left by a killed process is taken again when its lease ends.
 */
import { onPostgres } from "../db/database.ts";
import type { Db, OutboxMessage, OutboxTable } from "../db/schema.ts";

export type OutboxKind = OutboxTable["kind"];

/** The confirmation e-mail of a subscription, due now. */
export function queueConfirmation(db: Db, subscriptionId: number, at: string) {
  return queue(db, "confirmation", subscriptionId, null, at);
}

/** The forward of a contact message, due now. */
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

/**
 * Claims the message due first that no one holds: its lease runs until `until`, its attempts
 * count one more. On PostgreSQL the candidate row is locked with SKIP LOCKED, so another
 * instance claiming at the same moment takes the next one; on both databases the UPDATE checks
 * the lease again, so a message is never held twice.
 */
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

/** Sent: the message leaves the outbox; a contact message is marked forwarded. */
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

/** Nothing to send any more (the subscription was confirmed or left meanwhile). */
export async function outboxDropped(db: Db, id: number): Promise<void> {
  await db.deleteFrom("outbox").where("id", "=", id).execute();
}

export type Failure =
  | { last_error: string; next_attempt_at: string; gave_up_at?: undefined }
  | { last_error: string; gave_up_at: string; next_attempt_at?: undefined };

/** A failed attempt: tried again at `next_attempt_at`, or given up; the lease is released. */
export async function outboxFailed(db: Db, id: number, failure: Failure): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ ...failure, locked_until: null })
    .where("id", "=", id)
    .execute();
}

export interface OutboxExport extends OutboxMessage {
  /** The subscriber's or the visitor's address. */
  email: string | null;
}

/** Every message not sent yet, given up ones included, oldest first. */
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
