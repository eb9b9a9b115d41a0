/**
 * The newsletter's queries (server/db/queries.ts runs them): subscribing, one by one or a batch
 * at a time (SQLite's writer), with the confirmation e-mail queued in the same transaction;
 * confirming, unsubscribing, the purge of subscriptions never confirmed; the consent texts and
 * the link-signing secret; the reads behind the links and the export. None trusts a value it
 * read earlier without checking it again in its UPDATE, so two instances on one PostgreSQL
 * database cannot overwrite each other.
 */
import { randomUUID } from "node:crypto";
import type { SubscriptionRequest } from "../../lib/validation.ts";
import { now } from "../db/clock.ts";
import { insertCompiled } from "../db/compiled-insert.ts";
import type { ConsentText, Subscription, SubscriptionStatus } from "../db/schema.ts";
import type { Db } from "../db/store-types.ts";
import { queueConfirmations } from "../outbox/queries.ts";
import { inboxKey } from "./inbox.ts";
import { nextConfirmationAt } from "./resend.ts";

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
}

/** The consent record in force: a new one replaces an unsubscribed address's old one. */
function consentRecord(input: NewSubscription, at: string) {
  const status: SubscriptionStatus = input.doubleOptIn ? "pending" : "confirmed";
  return {
    status,
    language: input.lng,
    source: input.source,
    consent_version: input.consent,
    subscribed_at: at,
    confirmed_at: input.doubleOptIn ? null : at,
    unsubscribed_at: null,
    confirm_sent_at: input.doubleOptIn ? at : null,
    confirm_sends: input.doubleOptIn ? 1 : 0,
  };
}

function newRow(input: NewSubscription, at: string) {
  // One spread, last: V8 copies `{ ...a, ...b }` through a slow path (microseconds a row).
  return {
    email: input.email,
    email_key: input.email.toLowerCase(),
    inbox_key: inboxKey(input.email),
    token_nonce: newNonce(),
    ...consentRecord(input, at),
  };
}

const started = (input: NewSubscription): SubscribeResult => ({
  created: true,
  status: input.doubleOptIn ? "pending" : "confirmed",
  queued: input.doubleOptIn,
});

/** The confirmation e-mails an inbox got so far (other rows than `except`): the last, and how many. */
type InboxSends = { latest: string; sends: number };

async function inboxSends(
  db: Db,
  keys: readonly string[],
  except: readonly number[],
): Promise<Map<string, InboxSends>> {
  if (keys.length === 0) return new Map();
  let query = db
    .selectFrom("subscriptions")
    .select(({ fn }) => [
      "inbox_key",
      fn.max("confirm_sent_at").as("latest"),
      fn.sum<number | string>("confirm_sends").as("sends"),
    ])
    .where("inbox_key", "in", [...new Set(keys)])
    .where("confirm_sent_at", "is not", null)
    .groupBy("inbox_key");
  if (except.length > 0) query = query.where("id", "not in", except);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [row.inbox_key!, { latest: row.latest!, sends: Number(row.sends) }]),
  );
}

/** Whether the inbox may get a confirmation e-mail now (the backoff of resend.ts, per inbox). */
function inboxDue(sent: InboxSends | undefined, at: string): boolean {
  return sent === undefined || nextConfirmationAt(sent.latest, sent.sends) <= at;
}

/**
 * Of new subscriptions (inserted as sent `at`), those whose inbox may get the e-mail; the others
 * are marked unsent (their next subscription sends it once the inbox's backoff allows).
 */
async function dueForInbox(db: Db, rows: readonly { id: number; inbox: string }[], at: string) {
  const sent = await inboxSends(
    db,
    rows.map((row) => row.inbox),
    rows.map((row) => row.id),
  );
  const due: number[] = [];
  const held: number[] = [];
  for (const row of rows) {
    if (inboxDue(sent.get(row.inbox), at)) {
      due.push(row.id);
      const before = sent.get(row.inbox);
      sent.set(row.inbox, { latest: at, sends: (before?.sends ?? 0) + 1 });
    } else {
      held.push(row.id);
    }
  }
  if (held.length > 0) {
    await db
      .updateTable("subscriptions")
      .set({ confirm_sent_at: null, confirm_sends: 0 })
      .where("id", "in", held)
      .execute();
  }
  return due;
}

/** A subscription just started: its confirmation e-mail queued with it when it needs one. */
async function start(db: Db, input: NewSubscription, id: number, at: string) {
  if (!input.doubleOptIn) return started(input);
  const [due] = await dueForInbox(db, [{ id, inbox: inboxKey(input.email) }], at);
  if (due === undefined) return { ...started(input), queued: false };
  await queueConfirmations(db, [id], at);
  return started(input);
}

async function subscribe(db: Db, input: NewSubscription): Promise<SubscribeResult> {
  const at = now();
  const key = input.email.toLowerCase();
  // Another instance may change the row between two statements: then look again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto("subscriptions")
      .values(newRow(input, at))
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return start(db, input, inserted.id, at);

    const existing = await db
      .selectFrom("subscriptions")
      .select(["id", "status", "confirm_sent_at", "confirm_sends", "inbox_key"])
      .where("email_key", "=", key)
      .executeTakeFirst();
    if (!existing) continue; // erased meanwhile: insert again
    if (existing.status === "unsubscribed") {
      const restarted = await db
        .updateTable("subscriptions")
        .set(consentRecord(input, at))
        .where("id", "=", existing.id)
        .where("status", "=", "unsubscribed")
        .returning("id")
        .executeTakeFirst();
      if (restarted) return start(db, input, restarted.id, at);
      continue;
    }
    const inbox = existing.inbox_key ?? inboxKey(input.email);
    const due =
      input.doubleOptIn &&
      existing.status === "pending" &&
      (existing.confirm_sent_at === null ||
        nextConfirmationAt(existing.confirm_sent_at, existing.confirm_sends) <= at) &&
      inboxDue((await inboxSends(db, [inbox], [])).get(inbox), at);
    if (!due) return { created: false, status: existing.status, queued: false };
    const resent = await db
      .updateTable("subscriptions")
      .set({ confirm_sent_at: at, confirm_sends: existing.confirm_sends + 1 })
      .where("id", "=", existing.id)
      .where("status", "=", "pending")
      .where("confirm_sends", "=", existing.confirm_sends)
      .returning("id")
      .executeTakeFirst();
    // Not updated: another request queued it just now.
    if (resent) await queueConfirmations(db, [resent.id], at);
    return { created: false, status: "pending", queued: resent !== undefined };
  }
  throw new Error("The subscription kept changing under this request");
}

/**
 * Several subscriptions in one go, as `subscribe` one after the other would store them: the new
 * addresses with one multi-row INSERT, the others (known addresses, or an address twice in the
 * batch) through `subscribe`. SQLite's writer thread runs a batch's subscriptions so.
 */
async function subscribeAll(
  db: Db,
  inputs: readonly NewSubscription[],
): Promise<SubscribeResult[]> {
  const at = now();
  const rows = inputs.map((input) => newRow(input, at));
  const returned = await insertCompiled(db, "subscriptions", rows, (values) =>
    db
      .insertInto("subscriptions")
      .values(values)
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .returning(["id", "email_key"]),
  );
  const inserted = new Map(returned.map(({ id, email_key }) => [email_key, id]));
  const results: SubscribeResult[] = [];
  const confirmations: { id: number; inbox: string; at: number }[] = [];
  for (const [index, input] of inputs.entries()) {
    const { email_key } = rows[index]!;
    // Rows go in in order: the first of an address's repeats is the one inserted.
    const id = inserted.get(email_key);
    inserted.delete(email_key);
    if (id === undefined) {
      results.push(await subscribe(db, input));
      continue;
    }
    if (input.doubleOptIn)
      confirmations.push({ id, inbox: rows[index]!.inbox_key, at: results.length });
    results.push(started(input));
  }
  const due = new Set(await dueForInbox(db, confirmations, at));
  for (const confirmation of confirmations) {
    if (!due.has(confirmation.id))
      results[confirmation.at] = { ...results[confirmation.at]!, queued: false };
  }
  await queueConfirmations(db, [...due], at);
  return results;
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

async function confirm(db: Db, id: number): Promise<ConfirmOutcome> {
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

async function unsubscribe(db: Db, id: number): Promise<UnsubscribeOutcome> {
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
async function purgePending(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("subscriptions")
    .where("status", "=", "pending")
    .where((eb) => eb(eb.fn.coalesce("confirm_sent_at", "subscribed_at"), "<", before))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Records consent texts not seen before; a version's first text is kept for good. */
async function recordConsentTexts(
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
async function secret(db: Db, name: string, candidate: string): Promise<string> {
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

export const newsletterWrites = {
  subscribe,
  confirm,
  unsubscribe,
  purgePending,
  recordConsentTexts,
  secret,
};

/** `subscribe` for several subscriptions at once, answering each (SQLite's writer batches). */
export const newsletterBatchedWrites = { subscribe: subscribeAll };

export const newsletterReads = {
  subscription: (db: Db, id: number): Promise<Subscription | undefined> =>
    db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst(),

  consentVersionExists: async (db: Db, version: string): Promise<boolean> =>
    (await db
      .selectFrom("consent_texts")
      .select("version")
      .where("version", "=", version)
      .executeTakeFirst()) !== undefined,

  subscribers: (db: Db): Promise<SubscriberExport[]> =>
    db
      .selectFrom("subscriptions")
      .leftJoin("consent_texts", "consent_texts.version", "subscriptions.consent_version")
      .selectAll("subscriptions")
      .select("consent_texts.text as consent_text")
      .orderBy("subscriptions.id")
      .execute(),
};
