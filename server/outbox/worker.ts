// Decision 0023. Delivery is at least once: a stable Message-ID lets the receiver tell a repeat.
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
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * MINUTE_MS;
// Longer than a send can take with the transport's timeouts.
const LEASE_MS = 5 * MINUTE_MS;
const POLL_MS = 15_000;

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
  compose: Record<OutboxKind, (message: OutboxMessage) => Promise<SendMailOptions | undefined>>;
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
      // Wait for the next poll rather than try every message against a mail server that is down.
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
    wake,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
