/**
 * Every query of the forms, written once with Kysely for both databases. Writes run inside a
 * transaction that the caller opens (server/db/sqlite.ts batches them, server/db/postgres.ts
 * runs one per transaction) and whose commit comes before any answer; none of them trusts a
 * value it read earlier without checking it again in its UPDATE, so two instances on one
 * PostgreSQL database cannot overwrite each other.
 */
import { randomUUID } from "node:crypto";
import { sql, type CompiledQuery, type Kysely, type QueryResult } from "kysely";
import type { ContactMessage, SubscriptionRequest } from "../../lib/validation.ts";
import type {
  ConsentText,
  Schema,
  StoredMessage,
  Subscription,
  SubscriptionStatus,
} from "./schema.ts";

export type Db = Kysely<Schema>;

const now = (): string => new Date().toISOString();

/** What a link is signed with and sent to (server/newsletter/tokens.ts). */
export type LinkSubject = Pick<Subscription, "id" | "email" | "language" | "token_nonce">;
const linkSubject = ["id", "email", "language", "token_nonce"] as const;

export interface NewSubscription extends SubscriptionRequest {
  /** Mail is configured: the subscription waits for its confirmation link. */
  doubleOptIn: boolean;
}

export interface SubscribeResult {
  /** This call started a subscription: a new address, or one that had unsubscribed (201). */
  created: boolean;
  status: SubscriptionStatus;
  /** A confirmation e-mail is due now, for this row. */
  confirm?: LinkSubject;
}

const HOUR_MS = 3_600_000;
const MAX_RESEND_GAP_HOURS = 24 * 7;

/**
 * When a pending subscription may get its next confirmation e-mail: one hour after the first,
 * then 2, 4, 8… hours, never more than a week apart. Whoever types someone else's address
 * again and again sends them a handful of e-mails, not a flood; the owner who lost the e-mail
 * gets a fresh one by subscribing again.
 */
export function nextConfirmationAt(sentAt: string, sends: number): string {
  const gapHours = Math.min(2 ** Math.max(0, sends - 1), MAX_RESEND_GAP_HOURS);
  return new Date(Date.parse(sentAt) + gapHours * HOUR_MS).toISOString();
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
    token_nonce: newNonce(),
    ...consentRecord(input, at),
  };
}
type NewRow = ReturnType<typeof newRow>;

function started(input: NewSubscription, row: LinkSubject): SubscribeResult {
  return {
    created: true,
    status: input.doubleOptIn ? "pending" : "confirmed",
    confirm: input.doubleOptIn ? row : undefined,
  };
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
      .returning(linkSubject)
      .executeTakeFirst();
    if (inserted) return started(input, inserted);

    const existing = await db
      .selectFrom("subscriptions")
      .select([...linkSubject, "status", "confirm_sent_at", "confirm_sends"])
      .where("email_key", "=", key)
      .executeTakeFirst();
    if (!existing) continue; // erased meanwhile: insert again
    if (existing.status === "unsubscribed") {
      const restarted = await db
        .updateTable("subscriptions")
        .set(consentRecord(input, at))
        .where("id", "=", existing.id)
        .where("status", "=", "unsubscribed")
        .returning(linkSubject)
        .executeTakeFirst();
      if (restarted) return started(input, restarted);
      continue;
    }
    const due =
      input.doubleOptIn &&
      existing.status === "pending" &&
      (existing.confirm_sent_at === null ||
        nextConfirmationAt(existing.confirm_sent_at, existing.confirm_sends) <= at);
    if (!due) return { created: false, status: existing.status };
    const resent = await db
      .updateTable("subscriptions")
      .set({ confirm_sent_at: at, confirm_sends: existing.confirm_sends + 1 })
      .where("id", "=", existing.id)
      .where("status", "=", "pending")
      .where("confirm_sends", "=", existing.confirm_sends)
      .returning(linkSubject)
      .executeTakeFirst();
    // Not updated: another request sent it just now.
    return { created: false, status: "pending", confirm: resent };
  }
  throw new Error("The subscription kept changing under this request");
}

/** Rows per multi-row INSERT: 12 values each, well under SQLite's 32,766 variables. */
const ROWS_PER_INSERT = 500;

const insertReturning = ["id", "email_key"] as const;
type Inserted = Pick<Subscription, (typeof insertReturning)[number]>;

/**
 * Building and compiling a query takes Kysely longer than SQLite takes to run it, and SQLite's
 * writer inserts thousands of rows a second: the multi-row INSERT is compiled once per row
 * count (and dialect), then run again with the new rows' values, in the compiled order.
 */
const compiledInserts = new WeakMap<object, Map<number, CompiledQuery<Inserted>>>();

function insertRows(db: Db, rows: readonly NewRow[]): Promise<QueryResult<Inserted>> {
  const adapter = db.getExecutor().adapter;
  let byCount = compiledInserts.get(adapter);
  if (!byCount) compiledInserts.set(adapter, (byCount = new Map()));
  let compiled = byCount.get(rows.length);
  if (!compiled) {
    compiled = db
      .insertInto("subscriptions")
      .values(rows)
      .onConflict((conflict) => conflict.column("email_key").doNothing())
      .returning(insertReturning)
      .compile();
    byCount.set(rows.length, compiled);
  } else {
    // Every row has the same keys in the same order: the compiled order of the parameters.
    compiled = { ...compiled, parameters: rows.flatMap((row) => Object.values(row)) };
  }
  return db.executeQuery(compiled);
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
  const inserted = new Map<string, number>();
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) {
    const { rows: returned } = await insertRows(db, rows.slice(first, first + ROWS_PER_INSERT));
    for (const { id, email_key } of returned) inserted.set(email_key, id);
  }
  const results: SubscribeResult[] = [];
  for (const [index, input] of inputs.entries()) {
    const { email, email_key, language, token_nonce } = rows[index]!;
    // Rows go in in order: the first of an address's repeats is the one inserted.
    const id = inserted.get(email_key);
    inserted.delete(email_key);
    results.push(
      id === undefined
        ? await subscribe(db, input)
        : started(input, { id, email, language, token_nonce }),
    );
  }
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

async function storeMessage(db: Db, { name, email, message }: ContactMessage): Promise<number> {
  const row = await db
    .insertInto("messages")
    .values({ name, email, message, created_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function markForwarded(db: Db, id: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("messages")
    .set({ forwarded_at: now() })
    .where("id", "=", id)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export interface Erased {
  subscriptions: number;
  messages: number;
}

/** Removes an address everywhere, whatever its case. */
async function erase(db: Db, email: string): Promise<Erased> {
  const key = email.toLowerCase();
  const subscriptions = await db
    .deleteFrom("subscriptions")
    .where("email_key", "=", key)
    .executeTakeFirst();
  const messages = await db
    .deleteFrom("messages")
    .where(sql<string>`lower(email)`, "=", key)
    .executeTakeFirst();
  return {
    subscriptions: Number(subscriptions.numDeletedRows),
    messages: Number(messages.numDeletedRows),
  };
}

/** Deletes the contact messages received before `before` (ISO time); returns how many. */
async function purgeMessages(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("messages")
    .where("created_at", "<", before)
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

/** Writes: each runs in a transaction committed before its promise resolves. */
export const writes = {
  subscribe,
  confirm,
  unsubscribe,
  storeMessage,
  markForwarded,
  erase,
  purgeMessages,
  recordConsentTexts,
  secret,
};

export interface SubscriberExport extends Subscription {
  consent_text: string | null;
}

/** Reads: plain SELECTs, safe while the server writes. */
export const reads = {
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

  messages: (db: Db): Promise<StoredMessage[]> =>
    db.selectFrom("messages").selectAll().orderBy("id").execute(),
};

/**
 * Writes that also come in a batched form, taking the arguments of several calls at once and
 * answering each: SQLite's writer uses it for consecutive writes of that kind in a batch.
 */
export const batchedWrites = {
  subscribe: subscribeAll,
} satisfies { [K in keyof typeof writes]?: (db: Db, inputs: never[]) => Promise<unknown[]> };

export type Writes = typeof writes;
export type Reads = typeof reads;

type AnyQuery = (db: Db, ...args: never[]) => Promise<unknown>;

/** Runs the query called `kind` of `queries` (`writes` or `reads`) on `db`. */
export function runQuery(
  queries: Record<string, AnyQuery>,
  kind: string,
  db: Db,
  args: readonly unknown[],
): Promise<unknown> {
  const query = queries[kind] as ((db: Db, ...args: unknown[]) => Promise<unknown>) | undefined;
  if (!query) return Promise.reject(new Error(`Unknown query ${kind}`));
  return query(db, ...args);
}
