// Times are ISO 8601 UTC text on both databases: they sort and compare the same (decision 0007).
import type { Generated, Insertable, Kysely, Selectable } from "kysely";
import type { Language } from "../../lib/i18n/languages.ts";
import type { ContactColumns } from "../../lib/contact-fields.ts";

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  inbox_key: string | null;
  status: SubscriptionStatus;
  language: Language | null;
  source: string | null;
  consent_version: string | null;
  // Mixed into the links' signatures, so a link dies with its row.
  token_nonce: string;
  subscribed_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  confirm_sent_at: string | null;
  confirm_sends: Generated<number>;
}

export type MessagesTable = ContactColumns & {
  id: Generated<number>;
  created_at: string;
  forwarded_at: string | null;
};

export interface ConsentTextsTable {
  version: string;
  language: Language;
  text: string;
  first_seen_at: string;
}

export interface SecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: "confirmation" | "contact";
  subscription_id: number | null;
  message_id: number | null;
  created_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  // A lease, so a killed sender's claim ends.
  locked_until: string | null;
  last_error: string | null;
  gave_up_at: string | null;
}

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

export type Db = Kysely<Schema>;
