/**
 * The newsletter's queries: subscribing, with the confirmation e-mail queued in the same
 * transaction under the resend limit per inbox; confirming, unsubscribing, the purge of
 * subscriptions never confirmed; the consent texts and the link-signing secret; the reads behind
 * the links and the export. None trusts a value it read earlier without checking it again in its
 * UPDATE, so two instances on one PostgreSQL database cannot overwrite each other.
 */
import { randomUUID } from "node:crypto";
import { sql, type QueryCreator } from "kysely";
import type { SubscriptionRequest } from "../../lib/validation.ts";
import { now } from "../db/clock.ts";
import { onPostgres } from "../db/database.ts";
import type { ConsentText, Db, Schema, Subscription, SubscriptionStatus } from "../db/schema.ts";
import { queueConfirmation } from "../outbox/queries.ts";
import { inboxKey } from "./inbox.ts";
import { lastSentBefore, nextConfirmationAt, SENDS_AT_LONGEST_GAP } from "./resend.ts";

export interface NewSubscription extends SubscriptionRequest {
  /** Mail is configured: the subscription waits for its confirmation link. */
  doubleOptIn: boolean;
}

export interface SubscribeResult {
  /** This call started a subscription: a new address, or one that had unsubscribed (201). */
  created: boolean;
  status: SubscriptionStatus;
  /** This call queued a confirmation e-mail in the outbox, in its transaction. */
  queued: boolean;
  /**
   * Pending without an e-mail queued: one went to the same inbox a short while ago (from this
   * address or another that reaches it), and this is when the next may go (resend.ts).
   */
  resendAfter?: string;
}

/**
 * Whether `inbox` may get a confirmation e-mail `at` (the backoff of resend.ts, counted over
 * every address that reaches it, `except` one row), as an SQL condition evaluated in the
 * statement that records the send: the last e-mail to the inbox is older than the gap its count
 * of e-mails calls for. Inside an INSERT it sees the table before the new row.
 */
function inboxMayGetMail(inbox: string, at: string, except?: number) {
  const sends = sql`sum(confirm_sends)`;
  const gaps = Array.from(
    { length: SENDS_AT_LONGEST_GAP - 1 },
    (_, index) => sql`WHEN ${sends} <= ${sql.lit(index + 1)} THEN ${lastSentBefore(at, index + 1)}`,
  );
  return sql<boolean>`coalesce((
    SELECT max(confirm_sent_at) <= CASE ${sql.join(gaps, sql` `)}
      ELSE ${lastSentBefore(at, SENDS_AT_LONGEST_GAP)} END
    FROM subscriptions
    WHERE inbox_key = ${inbox} AND confirm_sent_at IS NOT NULL
      ${except === undefined ? sql`` : sql`AND id <> ${except}`}
  ), ${sql.lit(true)})`;
}

type WithInbox = QueryCreator<Schema & { inbox: { mail: boolean } }>;

/**
 * `db` with the inbox's check as the one-row table `inbox`, for a statement that records a
 * send: both columns the check decides read it, so it runs once.
 */
function withInbox(db: QueryCreator<Schema>, input: NewSubscription, at: string, except?: number) {
  const mail = input.doubleOptIn
    ? inboxMayGetMail(inboxKey(input.email), at, except)
    : sql.lit(false);
  return db.with("inbox", (db) => db.selectNoFrom(mail.as("mail")));
}

/** The consent record in force: a new one replaces an unsubscribed address's old one. */
function consentRecord(input: NewSubscription, at: string) {
  // Sent now unless the inbox's backoff holds it (a later subscription sends it then).
  const mail = sql<boolean>`(SELECT mail FROM inbox)`;
  return {
    status: (input.doubleOptIn ? "pending" : "confirmed") as SubscriptionStatus,
    language: input.lng,
    source: input.source,
    consent_version: input.consent,
    subscribed_at: at,
    confirmed_at: input.doubleOptIn ? null : at,
    unsubscribed_at: null,
    confirm_sent_at: sql<string | null>`CASE WHEN ${mail} THEN ${at} END`,
    confirm_sends: sql<number>`CASE WHEN ${mail} THEN 1 ELSE 0 END`,
  };
}

const started = (input: NewSubscription, queued: boolean): SubscribeResult => ({
  created: true,
  status: input.doubleOptIn ? "pending" : "confirmed",
  queued,
});

/** Inserts a new address's row, unless the address is known; returns its id and whether mail goes. */
function insertNew(db: WithInbox, input: NewSubscription, at: string) {
  return db
    .insertInto("subscriptions")
    .values({
      email: input.email,
      email_key: input.email.toLowerCase(),
      inbox_key: inboxKey(input.email),
      token_nonce: newNonce(),
      ...consentRecord(input, at),
    })
    .onConflict((conflict) => conflict.column("email_key").doNothing())
    .returning(["id", "confirm_sent_at"]);
}

/**
 * A new address: on PostgreSQL one statement (the row, its confirmation e-mail in the outbox
 * and the inbox's check), so one round trip; SQLite, in the process, cannot put an INSERT in a
 * WITH and runs the same two INSERTs in a transaction.
 */
async function subscribeNew(db: Db, input: NewSubscription, at: string) {
  if (onPostgres(db)) {
    return withInbox(db, input, at)
      .with("started", (db) => insertNew(db, input, at))
      .with("queued", (db) =>
        db
          .insertInto("outbox")
          .columns(["kind", "subscription_id", "created_at", "next_attempt_at"])
          .expression((eb) =>
            eb
              .selectFrom("started")
              .select([
                sql.lit("confirmation").as("kind"),
                "id",
                eb.val(at).as("created_at"),
                eb.val(at).as("next_attempt_at"),
              ])
              .where("confirm_sent_at", "is not", null),
          ),
      )
      .selectFrom("started")
      .select(["id", "confirm_sent_at"])
      .executeTakeFirst();
  }
  return db.transaction().execute(async (trx) => {
    const row = await insertNew(withInbox(trx, input, at), input, at).executeTakeFirst();
    if (row?.confirm_sent_at) await queueConfirmation(trx, row.id, at);
    return row;
  });
}

/**
 * A known address: one that had unsubscribed starts again (201); a pending one gets a fresh
 * e-mail if its inbox's backoff allows; undefined when the row changed meanwhile (look again).
 */
async function subscribeAgain(
  trx: Db,
  input: NewSubscription,
  at: string,
): Promise<SubscribeResult | undefined> {
  const existing = await trx
    .selectFrom("subscriptions")
    .select(["id", "status", "confirm_sends", "inbox_key"])
    .where("email_key", "=", input.email.toLowerCase())
    .executeTakeFirst();
  if (!existing) return undefined; // erased meanwhile: insert again
  if (existing.status === "unsubscribed") {
    const restarted = await withInbox(trx, input, at, existing.id)
      .updateTable("subscriptions")
      .set(consentRecord(input, at))
      .where("id", "=", existing.id)
      .where("status", "=", "unsubscribed")
      .returning(["id", "confirm_sent_at"])
      .executeTakeFirst();
    if (!restarted) return undefined;
    if (restarted.confirm_sent_at) await queueConfirmation(trx, restarted.id, at);
    return started(input, restarted.confirm_sent_at !== null);
  }
  if (!input.doubleOptIn || existing.status !== "pending")
    return { created: false, status: existing.status, queued: false };
  const inbox = existing.inbox_key ?? inboxKey(input.email);
  // Not updated: the inbox's backoff holds it, or another request queued it just now.
  const resent = await trx
    .updateTable("subscriptions")
    .set({ confirm_sent_at: at, confirm_sends: existing.confirm_sends + 1 })
    .where("id", "=", existing.id)
    .where("status", "=", "pending")
    .where("confirm_sends", "=", existing.confirm_sends)
    .where(inboxMayGetMail(inbox, at))
    .returning("id")
    .executeTakeFirst();
  if (resent) await queueConfirmation(trx, resent.id, at);
  return { created: false, status: "pending", queued: resent !== undefined };
}

/** When `inbox` may get its next confirmation e-mail, by the backoff over every address reaching it. */
async function nextConfirmationOf(db: Db, inbox: string): Promise<string | undefined> {
  const sent = await db
    .selectFrom("subscriptions")
    .select((eb) => [
      eb.fn.max("confirm_sent_at").as("last"),
      eb.fn.sum<number | string>("confirm_sends").as("sends"),
    ])
    .where("inbox_key", "=", inbox)
    .where("confirm_sent_at", "is not", null)
    .executeTakeFirst();
  return sent?.last ? nextConfirmationAt(sent.last, Number(sent.sends)) : undefined;
}

/** Stores a subscription, committed when this resolves, with its confirmation e-mail queued. */
export async function subscribe(db: Db, input: NewSubscription): Promise<SubscribeResult> {
  const at = now();
  // Another instance may change the row between two statements: then look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await subscribeNew(db, input, at);
    const result = inserted
      ? started(input, inserted.confirm_sent_at !== null)
      : await db.transaction().execute((trx) => subscribeAgain(trx, input, at));
    if (!result) continue;
    if (!input.doubleOptIn || result.status !== "pending" || result.queued) return result;
    return { ...result, resendAfter: await nextConfirmationOf(db, inboxKey(input.email)) };
  }
  throw new Error("The subscription kept changing under this request");
}

/** 122 random bits; randomUUID draws from a cached pool, randomBytes would cost a syscall per row. */
function newNonce(): string {
  return randomUUID().replaceAll("-", "");
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "unsubscribed" | "gone";
export type UnsubscribeOutcome = "unsubscribed" | "already-unsubscribed" | "gone";

async function currentStatus(db: Db, id: number): Promise<SubscriptionStatus | undefined> {
  const row = await db
    .selectFrom("subscriptions")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.status;
}

export async function confirm(db: Db, id: number): Promise<ConfirmOutcome> {
  const { numUpdatedRows } = await db
    .updateTable("subscriptions")
    .set({ status: "confirmed", confirmed_at: now() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (numUpdatedRows > 0n) return "confirmed";
  const status = await currentStatus(db, id);
  if (status === undefined) return "gone";
  return status === "unsubscribed" ? "unsubscribed" : "already-confirmed";
}

export async function unsubscribe(db: Db, id: number): Promise<UnsubscribeOutcome> {
  const { numUpdatedRows } = await db
    .updateTable("subscriptions")
    .set({ status: "unsubscribed", unsubscribed_at: now() })
    .where("id", "=", id)
    .where("status", "<>", "unsubscribed")
    .executeTakeFirst();
  if (numUpdatedRows > 0n) return "unsubscribed";
  return (await currentStatus(db, id)) === undefined ? "gone" : "already-unsubscribed";
}

/**
 * Deletes the subscriptions still pending whose last confirmation e-mail was queued before
 * `before` (ISO time); returns how many. Their queued e-mails go with them (cascade).
 */
export async function purgePending(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("subscriptions")
    .where("status", "=", "pending")
    .where((eb) => eb(eb.fn.coalesce("confirm_sent_at", "subscribed_at"), "<", before))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Records consent texts not seen before; a version's first text is kept for good. */
export async function recordConsentTexts(
  db: Db,
  texts: readonly Omit<ConsentText, "first_seen_at">[],
): Promise<void> {
  if (texts.length === 0) return;
  const at = now();
  await db
    .insertInto("consent_texts")
    .values(texts.map((text) => ({ ...text, first_seen_at: at })))
    .onConflict((conflict) => conflict.column("version").doNothing())
    .execute();
}

/** The stored secret called `name`, stored first as `candidate` if there is none yet. */
export async function storedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insertInto("secrets")
    .values({ name, value: candidate, created_at: now() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}

export interface SubscriberExport extends Subscription {
  consent_text: string | null;
}

export function subscription(db: Db, id: number): Promise<Subscription | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function consentVersionExists(db: Db, version: string): Promise<boolean> {
  const row = await db
    .selectFrom("consent_texts")
    .select("version")
    .where("version", "=", version)
    .executeTakeFirst();
  return row !== undefined;
}

export function subscribers(db: Db): Promise<SubscriberExport[]> {
  return db
    .selectFrom("subscriptions")
    .leftJoin("consent_texts", "consent_texts.version", "subscriptions.consent_version")
    .selectAll("subscriptions")
    .select("consent_texts.text as consent_text")
    .orderBy("subscriptions.id")
    .execute();
}
