// Decision 0011. Each delete names a cut-off date, so every instance on a database may run it.
import type { ApiSettings } from "./config.ts";
import { purgeMessages } from "./contact/queries.ts";
import type { Db } from "./db/schema.ts";
import { purgePending } from "./newsletter/queries.ts";
import { GIVE_UP_AFTER_MS } from "./outbox/worker.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(months: number, now = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

// The link is signed when the e-mail goes, up to three days of retries after it was queued.
export function pendingCutoff(confirmExpiryHours: number, now = Date.now()): string {
  return new Date(now - confirmExpiryHours * 3_600_000 - GIVE_UP_AFTER_MS - DAY_MS).toISOString();
}

export async function startRetention(
  db: Db,
  { retentionMonths: months, confirmExpiryHours }: ApiSettings,
  log: { info(message: string): void; error(details: object, message: string): void },
): Promise<{ stop(): void }> {
  const purge = async () => {
    const deleted = await purgeMessages(db, retentionCutoff(months));
    if (deleted > 0)
      log.info(`retention: ${deleted} contact message(s) older than ${months} months deleted`);
    const pending = await purgePending(db, pendingCutoff(confirmExpiryHours));
    if (pending > 0) log.info(`retention: ${pending} subscription(s) never confirmed deleted`);
  };
  await purge();
  const timer = setInterval(() => {
    purge().catch((error: unknown) => log.error({ err: error }, "retention: purge failed"));
  }, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
