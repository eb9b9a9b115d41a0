/**
 * The API's settings, read from the environment by server/main.ts; each has a default except
 * the mail, which is off without SMTP_URL. A bad value stops the start with a message naming
 * the variable.
 */
import { settings } from "../../lib/settings.ts";
import { databaseFromEnv, type DatabaseTarget } from "../db/config.ts";
import { mailSettingsFromEnv, type MailSettings } from "../mailer.ts";
import { DEFAULT_RATE_LIMIT_PER_MINUTE, rateLimitFromEnv } from "../rate-limit.ts";
import { DEFAULT_RETENTION_MONTHS, retentionMonthsFromEnv } from "../retention.ts";

export interface ApiSettings {
  database: DatabaseTarget;
  /** Requests per minute per IP and per endpoint; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** SMTP_URL set: double opt-in, and contact forwarding with CONTACT_TO. */
  mail?: MailSettings;
  /** The site's origin for the links in e-mails (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string;
  /** Signs the links; none: a secret generated once and kept in the database. */
  tokenSecret?: string;
  /** How long a confirmation link works. */
  confirmExpiryHours: number;
  /** Contact messages older than this are deleted. */
  retentionMonths: number;
}

export const DEFAULT_CONFIRM_EXPIRY_HOURS = 7 * 24;
const MIN_SECRET_LENGTH = 32;

/** The settings for a database, everything else at its default. */
export function defaultApiSettings(database: DatabaseTarget): ApiSettings {
  return {
    database,
    rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
    siteUrl: settings.siteUrl,
    confirmExpiryHours: DEFAULT_CONFIRM_EXPIRY_HOURS,
    retentionMonths: DEFAULT_RETENTION_MONTHS,
  };
}

function confirmExpiryFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_CONFIRM_EXPIRY_HOURS;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1) {
    throw new Error(
      `CONFIRM_EXPIRY_HOURS must be a whole number of hours, at least 1, not "${value}"`,
    );
  }
  return hours;
}

export function tokenSecretFromEnv(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32), or unset`,
    );
  }
  return value;
}

export function apiSettingsFromEnv(env: NodeJS.ProcessEnv): ApiSettings {
  return {
    database: databaseFromEnv(env),
    rateLimitPerMinute: rateLimitFromEnv(env.RATE_LIMIT_PER_MINUTE),
    mail: mailSettingsFromEnv(env),
    siteUrl: settings.siteUrl,
    tokenSecret: tokenSecretFromEnv(env.TOKEN_SECRET),
    confirmExpiryHours: confirmExpiryFromEnv(env.CONFIRM_EXPIRY_HOURS),
    retentionMonths: retentionMonthsFromEnv(env.RETENTION_MONTHS),
  };
}
