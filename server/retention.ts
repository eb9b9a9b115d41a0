/**
 * Retention, on start and then daily: contact messages older than RETENTION_MONTHS (default
 * 36, the three years the CNIL recommends for prospects who do not answer) are deleted, and so
 * are subscriptions never confirmed once their confirmation link can no longer work. Each
 * delete names a cut-off date, so instances sharing a database may all run it: the first
 * deletes, the others find nothing.
 */
import type { ApiSettings } from "./config.ts";
import { purgeMessages } from "./contact/queries.ts";
import type { Db } from "./db/schema.ts";
import { purgePending } from "./newsletter/queries.ts";
import { GIVE_UP_AFTER_MS } from "./outbox/worker.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `months` calendar months before `now` (ISO), e.g. 36 months before 2029-03-31 is 2026-03-31. */
export function retentionCutoff(months: number, now = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/**
 * A pending subscription is deleted once its last confirmation e-mail was queued longer ago
 * than the link works, plus the outbox's three days of retries (the link is signed when the
 * e-mail goes), plus a day.
 */
export function pendingCutoff(confirmExpiryHours: number, now = Date.now()): string {
  return new Date(now - confirmExpiryHours * 3_600_000 - GIVE_UP_AFTER_MS - DAY_MS).toISOString();
}

/** Purges now (resolves once done), then every day until `stop`. */
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
