/**
 * The contact form's queries (server/db/queries.ts runs them): a message stored with its forward
 * queued in the same transaction, the retention purge, the reads of the outbox and the export.
 */
import type { ContactMessage } from "../../lib/validation.ts";
import { now } from "../db/clock.ts";
import type { StoredMessage } from "../db/schema.ts";
import type { Db } from "../db/store-types.ts";
import { queueForward } from "../outbox/queries.ts";

export interface NewMessage extends ContactMessage {
  /** Mail and CONTACT_TO are configured: the message is queued to be forwarded. */
  forward: boolean;
}

async function storeMessage(db: Db, { forward, ...request }: NewMessage) {
  const at = now();
  const { name, email, message } = request;
  const row = await db
    .insertInto("messages")
    .values({
      name,
      email,
      message,
      topic: request.topic ?? null,
      product: request.product ?? null,
      organisation: request.organisation ?? null,
      country: request.country ?? null,
      configuration: request.configuration ?? null,
      created_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (forward) await queueForward(db, row.id, at);
  return row.id;
}

/** Deletes the contact messages received before `before` (ISO time); returns how many. */
async function purgeMessages(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("messages")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

export const contactWrites = { storeMessage, purgeMessages };

export const contactReads = {
  messages: (db: Db): Promise<StoredMessage[]> =>
    db.selectFrom("messages").selectAll().orderBy("id").execute(),

  message: (db: Db, id: number): Promise<StoredMessage | undefined> =>
    db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst(),
};
