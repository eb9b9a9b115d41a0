/**
 * The outbox's queries (docs/decisions/0023-outbox.md). An e-mail is queued by the write that
 * makes it due, in the same transaction (a subscription waiting for its confirmation, a contact
 * message to forward), so a committed row always has its e-mail queued, and an erased or purged
 * row takes its queued e-mail with it (ON DELETE CASCADE). The worker (server/outbox/worker.ts)
 * claims one message at a time with a lease, so instances sharing a database never send the
 * same one together, and a claim left by a killed process is taken again when its lease ends.
 */
import { PostgresAdapter } from "kysely";
import { insertCompiled } from "../db/compiled-insert.ts";
import type { Db } from "../db/store-types.ts";
import type { OutboxMessage, OutboxTable } from "../db/schema.ts";

export type OutboxKind = OutboxTable["kind"];

type Queued = Pick<
  OutboxTable,
  "kind" | "subscription_id" | "message_id" | "created_at" | "next_attempt_at"
>;

/** A confirmation e-mail for each subscription, due now. */
export function queueConfirmations(db: Db, subscriptionIds: readonly number[], at: string) {
  return queue(
    db,
    subscriptionIds.map((id) => queued("confirmation", id, null, at)),
  );
}

/** The forward of a contact message, due now. */
export function queueForward(db: Db, messageId: number, at: string) {
  return queue(db, [queued("contact", null, messageId, at)]);
}

function queued(
  kind: OutboxKind,
  subscriptionId: number | null,
  messageId: number | null,
  at: string,
): Queued {
  return {
    kind,
    subscription_id: subscriptionId,
    message_id: messageId,
    created_at: at,
    next_attempt_at: at,
  };
}

async function queue(db: Db, rows: readonly Queued[]): Promise<void> {
  await insertCompiled(db, "outbox", rows, (chunk) => db.insertInto("outbox").values(chunk));
}

/**
 * Claims the message due first that no one holds: its lease runs until `until`, its attempts
 * count one more. On PostgreSQL the candidate row is locked with SKIP LOCKED, so another
 * instance claiming at the same moment takes the next one; on both databases the UPDATE checks
 * the lease again, so a message is never held twice.
 */
async function claim(db: Db, now: string, until: string): Promise<OutboxMessage | undefined> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("gave_up_at", "is", null)
    .where("next_attempt_at", "<=", now)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1);
  if (db.getExecutor().adapter instanceof PostgresAdapter) due = due.forUpdate().skipLocked();
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
async function sent(db: Db, message: OutboxMessage, at: string): Promise<void> {
  await db.deleteFrom("outbox").where("id", "=", message.id).execute();
  if (message.message_id !== null) {
    await db
      .updateTable("messages")
      .set({ forwarded_at: at })
      .where("id", "=", message.message_id)
      .execute();
  }
}

/** Nothing to send any more (the subscription was confirmed or left meanwhile). */
async function dropped(db: Db, id: number): Promise<void> {
  await db.deleteFrom("outbox").where("id", "=", id).execute();
}

export type Failure =
  | { last_error: string; next_attempt_at: string; gave_up_at?: undefined }
  | { last_error: string; gave_up_at: string; next_attempt_at?: undefined };

/** A failed attempt: tried again at `next_attempt_at`, or given up; the lease is released. */
async function failed(db: Db, id: number, failure: Failure): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ ...failure, locked_until: null })
    .where("id", "=", id)
    .execute();
}

export const outboxWrites = {
  claimOutbox: claim,
  outboxSent: sent,
  outboxDropped: dropped,
  outboxFailed: failed,
};

export interface OutboxExport extends OutboxMessage {
  /** The subscriber's or the visitor's address. */
  email: string | null;
}

export const outboxReads = {
  /** Every message not sent yet, given up ones included, oldest first. */
  outbox: (db: Db): Promise<OutboxExport[]> =>
    db
      .selectFrom("outbox")
      .leftJoin("subscriptions", "subscriptions.id", "outbox.subscription_id")
      .leftJoin("messages", "messages.id", "outbox.message_id")
      .selectAll("outbox")
      .select((eb) => eb.fn.coalesce("subscriptions.email", "messages.email").as("email"))
      .orderBy("outbox.id")
      .execute(),
};
