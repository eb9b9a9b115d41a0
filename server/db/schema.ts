/**
 * The forms' tables, typed for Kysely; the same on SQLite and PostgreSQL (server/db/migrations.ts).
 * Times are ISO 8601 UTC text (`Date#toISOString`) on both: they sort as text, compare the same
 * way on both databases, and come back as the same strings (docs/decisions/0007-query-layer.md).
 */
import type { Generated, Insertable, Kysely, Selectable } from "kysely";
import type { Language } from "../../lib/i18n/languages.ts";
import type { ContactTopic } from "../../lib/links.ts";

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/** One row per address: its consent record and where it stands. */
export interface SubscriptionsTable {
  id: Generated<number>;
  /** As typed, domain lowercased (lib/validation.ts `normaliseEmail`). */
  email: string;
  /** The address lowercased, unique: the same address whatever its case, on both databases. */
  email_key: string;
  /** The inbox the address reaches (server/newsletter/inbox.ts), for the resend limit. */
  inbox_key: string | null;
  status: SubscriptionStatus;
  /** Consent record: the page's language and path and the consent text's version id, null when the client did not send them. */
  language: Language | null;
  source: string | null;
  consent_version: string | null;
  /** Random, per row: mixed into the links' signatures, so a link dies with its row. */
  token_nonce: string;
  /** When the consent in force was given (a re-subscription replaces it). */
  subscribed_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** The last confirmation e-mail and how many went out for this subscription (resend backoff). */
  confirm_sent_at: string | null;
  confirm_sends: Generated<number>;
}

export interface MessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  /** The request's details (migration 0004), null when not given and on older rows. */
  topic: ContactTopic | null;
  product: string | null;
  organisation: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** The pricing calculator's query (`months=…&panellists=…&options=…`). */
  configuration: string | null;
  created_at: string;
  forwarded_at: string | null;
}

/** Every consent text a version id ever stood for; rows are never deleted. */
export interface ConsentTextsTable {
  version: string;
  language: Language;
  text: string;
  first_seen_at: string;
}

/** Server-generated secrets shared by every instance on the database (the link-signing key). */
export interface SecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * E-mails waiting to be sent (server/outbox/): a subscription's confirmation or a contact
 * message's forward, written with its row and rendered from it when sent. Sent ones are deleted.
 */
export interface OutboxTable {
  id: Generated<number>;
  kind: "confirmation" | "contact";
  /** The subscription to confirm (kind confirmation), or the message to forward (kind contact). */
  subscription_id: number | null;
  message_id: number | null;
  created_at: string;
  /** Attempts made (or under way) so far. */
  attempts: Generated<number>;
  /** When it may be tried (again). */
  next_attempt_at: string;
  /** Held by an instance sending it until then (a lease: a killed sender's claim ends). */
  locked_until: string | null;
  last_error: string | null;
  /** Still failing three days after it was queued: no further attempt. */
  gave_up_at: string | null;
}

/** One row, updated by each health check (server/api/health.ts). */
export interface HealthTable {
  id: number;
  checked_at: string;
}

export interface Schema {
  subscriptions: SubscriptionsTable;
  messages: MessagesTable;
  consent_texts: ConsentTextsTable;
  secrets: SecretsTable;
  outbox: OutboxTable;
  health: HealthTable;
}

export type Subscription = Selectable<SubscriptionsTable>;
export type StoredMessage = Selectable<MessagesTable>;
export type ConsentText = Insertable<ConsentTextsTable>;
export type OutboxMessage = Selectable<OutboxTable>;

/** What every query takes: the database, or a transaction on it (server/db/database.ts). */
export type Db = Kysely<Schema>;
