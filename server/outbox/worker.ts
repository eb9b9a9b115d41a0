/**
 * The outbox's sender, in every server instance with mail configured: it claims the message due
 * first (server/outbox/queries.ts), renders it from its row, sends it, and deletes it once the
 * mail server has accepted it. A failure is tried again later (`retryAfter`), for three days at
 * least, then given up and logged; the export lists what waits and what was given up.
 *
 * It runs when a write queues a message (`wake`), and every `POLL_MS` for retries and for
 * messages other instances queued. After a failure it waits for the next poll instead of trying
 * every other message against a mail server that is down. `stop` lets the send in progress
 * finish (the server's close waits for it) and starts no other.
 *
 * A message accepted by the mail server just before the process is killed, and not yet marked
 * sent, goes again once its lease ends: delivery is at least once. Its Message-ID is the same
 * each time, so a receiving server can tell it is the same message.
 */
import type { FastifyBaseLogger } from "fastify";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Db, OutboxMessage } from "../db/schema.ts";
import {
  claimOutbox,
  outboxDropped,
  outboxFailed,
  outboxSent,
  type Failure,
  type OutboxKind,
} from "./queries.ts";

const MINUTE_MS = 60_000;
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_RETRY_MS = 4 * 60 * MINUTE_MS;
/** Failures after this long since a message was queued are final. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE_MS;
/** Longer than a send can take (the transport's timeouts, server/mailer.ts). */
const LEASE_MS = 5 * MINUTE_MS;
const POLL_MS = 15_000;

/**
 * After a failed attempt (the n-th): 1 minute after the first, then 2, 4, 8… up to 4 hours
 * apart; once three days have passed since the message was queued, given up.
 */
export function retryAfter(message: OutboxMessage, error: string, now = Date.now()): Failure {
  if (now - Date.parse(message.created_at) >= GIVE_UP_AFTER_MS) {
    return { last_error: error, gave_up_at: new Date(now).toISOString() };
  }
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, message.attempts - 1), LONGEST_RETRY_MS);
  return { last_error: error, next_attempt_at: new Date(now + delay).toISOString() };
}

export interface OutboxOptions {
  db: Db;
  transport: Transporter;
  /** Renders a message from its row; undefined when there is nothing to send any more. */
  compose: Record<OutboxKind, (message: OutboxMessage) => Promise<SendMailOptions | undefined>>;
  /** The domain of the Message-IDs (the site's host name). */
  domain: string;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

export type Outbox = ReturnType<typeof startOutbox>;

export function startOutbox(options: OutboxOptions) {
  const { db, log } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  let pausedUntil = 0;

  /** Sends one claimed message; false when the mail server failed. */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    const mail = await options.compose[message.kind](message);
    if (!mail) {
      await outboxDropped(db, message.id);
      return true;
    }
    const details = { outboxId: message.id, kind: message.kind, attempt: message.attempts };
    try {
      await options.transport.sendMail({
        ...mail,
        messageId: `<outbox.${message.id}.${Date.parse(message.created_at)}@${options.domain}>`,
      });
    } catch (error) {
      const failure = retryAfter(message, error instanceof Error ? error.message : String(error));
      await outboxFailed(db, message.id, failure);
      // A given-up message has no retryAt (pino leaves undefined out).
      log[failure.gave_up_at ? "error" : "warn"](
        { ...details, err: error, retryAt: failure.next_attempt_at },
        failure.gave_up_at
          ? "outbox: e-mail given up after three days of failures"
          : "outbox: e-mail failed, will retry",
      );
      return false;
    }
    await outboxSent(db, message, new Date().toISOString());
    return true;
  }

  async function round(): Promise<void> {
    while (!stopping) {
      const now = Date.now();
      const message = await claimOutbox(
        db,
        new Date(now).toISOString(),
        new Date(now + LEASE_MS).toISOString(),
      );
      if (!message) return;
      if (!(await deliver(message))) {
        pausedUntil = Date.now() + POLL_MS;
        return;
      }
    }
  }

  function wake(): void {
    if (stopping || Date.now() < pausedUntil) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => {
        // The database failed: try again at the next poll.
        pausedUntil = Date.now() + POLL_MS;
        log.error({ err: error }, "outbox: sending failed");
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const timer = setInterval(() => {
    pausedUntil = 0;
    wake();
  }, POLL_MS);
  timer.unref();
  wake();

  return {
    /** A message was queued: send soon (unless the mail server just failed). */
    wake,
    /** Finishes the send in progress, then sends nothing more. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
