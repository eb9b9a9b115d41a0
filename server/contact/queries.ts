import type { ContactMessage } from "../../lib/contact-fields.ts";
import { now } from "../db/clock.ts";
import type { Db, StoredMessage } from "../db/schema.ts";
import { queueForward } from "../outbox/queries.ts";

export interface NewMessage extends ContactMessage {
  forward: boolean;
}

export function storeMessage(db: Db, { forward, ...request }: NewMessage): Promise<number> {
  const at = now();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("messages")
      .values({ ...request, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (forward) await queueForward(trx, row.id, at);
    return row.id;
  });
}

export async function purgeMessages(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom("messages")
    .where("created_at", "<", before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

export function messages(db: Db): Promise<StoredMessage[]> {
  return db.selectFrom("messages").selectAll().orderBy("id").execute();
}

export function message(db: Db, id: number): Promise<StoredMessage | undefined> {
  return db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst();
}
