// Secrets never reach the log: tokens in URLs, credentials in headers, passwords in messages.
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { LogLevel } from "./config.ts";

const SUMMARY_INTERVAL_MS = 60_000;

export function withoutPasswords(text: string): string {
  return text
    .replace(/(\/\/[^/\s:@]*:)[^@\s/]+@/g, "$1***@")
    .replace(/([?&#;](?:password|passwd|pass|pwd|secret|sslpassword)=)[^&#\s]*/gi, "$1***");
}

export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1***");
}

function scrubError(error: Error) {
  const serialized: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.constructor.name,
    message: withoutPasswords(error.message),
    stack: withoutPasswords(error.stack ?? ""),
  };
  // The driver's own fields (SQLite's and PostgreSQL's `code`) say what the database refused.
  for (const key of ["code", "errno", "statusCode"]) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) serialized[key] = value;
  }
  if (error.cause instanceof Error) serialized.cause = scrubError(error.cause);
  return serialized;
}

export function loggerOptions(level: LogLevel): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "*.password",
        "*.secret",
        "*.token",
        "*.clientSecret",
        "*.smtpUrl",
      ],
      censor: "***",
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: withoutTokens(request.url),
        remoteAddress: request.ip,
      }),
      err: scrubError,
    },
    hooks: {
      // A message given as text (`log.warn("…")`) is scrubbed too.
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === "string" ? withoutPasswords(arg) : arg));
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

export function summariseRequests(app: FastifyInstance): void {
  let counts: Record<string, number> = {};
  let slowestMs = 0;
  app.addHook("onResponse", (_request, reply, done) => {
    const group = `${Math.floor(reply.statusCode / 100)}xx`;
    counts[group] = (counts[group] ?? 0) + 1;
    slowestMs = Math.max(slowestMs, reply.elapsedTime);
    done();
  });
  const timer = setInterval(() => {
    if (Object.keys(counts).length === 0) return;
    app.log.info(
      { requests: counts, slowestMs: Math.round(slowestMs) },
      "requests in the last minute",
    );
    counts = {};
    slowestMs = 0;
  }, SUMMARY_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
