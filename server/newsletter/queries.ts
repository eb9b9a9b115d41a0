// Every UPDATE checks again what it read, so two instances cannot overwrite each other.
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
  doubleOptIn: boolean;
}

export interface SubscribeResult {
  created: boolean;
  status: SubscriptionStatus;
  queued: boolean;
  resendAfter?: string;
}

// Evaluated in the statement that records the send: inside an INSERT it sees the table before
// the new row.
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

// A one-row CTE, so the check runs once for the two columns that read it.
function withInbox(db: QueryCreator<Schema>, input: NewSubscription, at: string, except?: number) {
  const mail = input.doubleOptIn
    ? inboxMayGetMail(inboxKey(input.email), at, except)
    : sql.lit(false);
  return db.with("inbox", (db) => db.selectNoFrom(mail.as("mail")));
}

function consentRecord(input: NewSubscription, at: string) {
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

// One round trip on PostgreSQL; SQLite cannot put an INSERT in a WITH.
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

// Undefined when the row changed meanwhile: the caller looks again.
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

export async function subscribe(db: Db, input: NewSubscription): Promise<SubscribeResult> {
  const at = now();
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

// randomUUID draws from a cached pool; randomBytes would cost a syscall per row.
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

export async function purgePending(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("subscriptions")
    .where("status", "=", "pending")
    .where((eb) => eb(eb.fn.coalesce("confirm_sent_at", "subscribed_at"), "<", before))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

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
