/**
 * The server's run-time settings, every environment variable it reads, checked here and only
 * here (zod): a bad value stops the start with a message naming the variable, an empty one
 * counts as unset. server/main.ts, `npm run export` and `npm run erase` read them through
 * `readConfig`; docs/operations.md lists them.
 */
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { apiOriginFrom, settings, siteUrlFrom } from "../lib/settings.ts";
import { checkEmail } from "../lib/validation.ts";
import type { DatabaseTarget } from "./db/target.ts";

/** A variable: what it must be (for the message) and its schema, given a trimmed string. */
const variable = <T extends z.ZodType>(expected: string, schema: T) => ({ expected, schema });

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });

/** An http:// or https:// address, without its trailing slashes. */
const httpUrl = (fallback: string) =>
  urlWithScheme(["http:", "https:"])
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ""));

const port = wholeNumber(0, 65535);

/** A variable the build reads too, checked by the build's own rule (lib/settings.ts). */
const buildRule = (rule: (value: string) => string) =>
  z.string().transform((value, context) => {
    try {
      return rule(value);
    } catch {
      context.addIssue({ code: "custom", message: "refused by lib/settings.ts" });
      return z.NEVER;
    }
  });

/** What Fastify's `trustProxy` takes: `true`, a hop count, or addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for ranges (`loopback`: 127.0.0.1/8 and ::1/128…). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const version = net.isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

const trustProxy = z
  .string()
  .transform((value, context): TrustProxy => {
    if (value === "true") return true;
    if (value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: "custom", message: "not a hop count nor addresses" });
    return z.NEVER;
  })
  .default(false);

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Variables whose whole value is a secret: a start-up error never prints them. */
const SECRET_VARIABLES = new Set(["TOKEN_SECRET", "CMS_GITHUB_CLIENT_SECRET"]);
/** URLs that may carry a password (`user:password@`): an error prints them without it. */
const URL_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL"]);

const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;
export const DEFAULT_CONFIRM_EXPIRY_HOURS = 7 * 24;
const DEFAULT_RETENTION_MONTHS = 36;
const MIN_SECRET_LENGTH = 32;

const VARIABLES = {
  PORT: variable("a port number (0 to 65535)", port.default(3000)),
  HOST: variable("a host name or address", z.string().default("0.0.0.0")),
  TRUST_PROXY: variable(
    "the proxies whose X-Forwarded-For is believed: a hop count (1: one proxy in front), " +
      "addresses or CIDR ranges separated by commas (127.0.0.1, 10.0.0.0/8, loopback), true, or false",
    trustProxy,
  ),
  LOG_LEVEL: variable(
    `one of ${LOG_LEVELS.join(", ")} (default info)`,
    z.enum(LOG_LEVELS).default("info"),
  ),
  LOG_REQUESTS: variable(
    "true (a log line for every request) or false (a summary a minute, the default)",
    z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  ),
  OUT_DIR: variable("a folder", z.string().default("out")),
  DATABASE_URL: variable(
    "a postgres:// (or postgresql://) URL; for SQLite set DATABASE_PATH instead",
    urlWithScheme(["postgres:", "postgresql:"]).optional(),
  ),
  DATABASE_PATH: variable("a file path", z.string().default(path.join("data", "site.db"))),
  RATE_LIMIT_PER_MINUTE: variable(
    "a whole number (0: off)",
    wholeNumber(0).default(DEFAULT_RATE_LIMIT_PER_MINUTE),
  ),
  SMTP_URL: variable(
    "the mail server as an smtp:// or smtps:// URL",
    urlWithScheme(["smtp:", "smtps:"]).optional(),
  ),
  MAIL_FROM: variable(
    "a sender such as Epiderma <contact@epiderma.example>",
    z.string().default(`${settings.companyName} <${settings.email}>`),
  ),
  CONTACT_TO: variable(
    "an e-mail address",
    z
      .string()
      .refine((value) => checkEmail(value).ok)
      .optional(),
  ),
  CONTACT_FROM: variable("a sender address", z.string().optional()),
  NEXT_PUBLIC_SITE_URL: variable(
    "the site's http:// or https:// address",
    buildRule(siteUrlFrom).default(settings.siteUrl),
  ),
  NEXT_PUBLIC_API_ORIGIN: variable(
    "the API's http:// or https:// origin as the pages call it, or unset (the site's)",
    buildRule(apiOriginFrom).optional(),
  ),
  TOKEN_SECRET: variable(
    `at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32), or unset`,
    z.string().min(MIN_SECRET_LENGTH).optional(),
  ),
  CONFIRM_EXPIRY_HOURS: variable(
    "a whole number of hours, at least 1",
    wholeNumber(1).default(DEFAULT_CONFIRM_EXPIRY_HOURS),
  ),
  RETENTION_MONTHS: variable(
    `a whole number of months from 1 to 1200 (default ${DEFAULT_RETENTION_MONTHS})`,
    wholeNumber(1, 1200).default(DEFAULT_RETENTION_MONTHS),
  ),
  CMS_GITHUB_CLIENT_ID: variable(
    "the Client ID of the editor's GitHub OAuth app, set with CMS_GITHUB_CLIENT_SECRET",
    z.string().optional(),
  ),
  CMS_GITHUB_CLIENT_SECRET: variable(
    "a client secret of the editor's GitHub OAuth app, set with CMS_GITHUB_CLIENT_ID",
    z.string().optional(),
  ),
  CMS_GITHUB_URL: variable(
    "GitHub's http:// or https:// address (GitHub Enterprise Server's)",
    httpUrl("https://github.com"),
  ),
};

type Variables = typeof VARIABLES;
type Values = { [K in keyof Variables]: z.output<Variables[K]["schema"]> };

const schema = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, { schema }]) => [name, schema])) as {
    [K in keyof Variables]: Variables[K]["schema"];
  },
);

export interface MailSettings {
  /** `smtp://user:pass@host:587`, `smtps://host:465`... (nodemailer's connection URL). */
  smtpUrl: string;
  /** Sender of the newsletter's e-mails. */
  from: string;
  /** Where contact messages are forwarded; none: they are only stored. */
  contactTo?: string;
  contactFrom?: string;
}

/** The browser editor's GitHub sign-in (server/editor/sign-in.ts): the OAuth app the server acts as. */
export interface EditorSignInSettings {
  clientId: string;
  clientSecret: string;
  /** `https://github.com`, or a GitHub Enterprise Server's address. */
  githubUrl: string;
}

export interface ApiSettings {
  database: DatabaseTarget;
  /** Requests per minute per IP and per endpoint; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** SMTP_URL set: double opt-in, and contact forwarding with CONTACT_TO. */
  mail?: MailSettings;
  /** The site's origin (NEXT_PUBLIC_SITE_URL): its pages, the only other origin allowed to call. */
  siteUrl: string;
  /**
   * The API's origin when the pages are elsewhere (NEXT_PUBLIC_API_ORIGIN, as the build was
   * given it): the e-mails' links open it, and its redirects go back to the site's pages.
   */
  apiUrl?: string;
  /** Signs the links; none: a secret generated once and kept in the database. */
  tokenSecret?: string;
  /** How long a confirmation link works. */
  confirmExpiryHours: number;
  /** Contact messages older than this are deleted. */
  retentionMonths: number;
  /** None: the editor's sign-in page says the server has no GitHub OAuth app. */
  editorSignIn?: EditorSignInSettings;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For gives the visitor's address. */
  trustProxy: TrustProxy;
  /** LOG_LEVEL: pino's level, `info` by default. */
  logLevel: LogLevel;
  /** LOG_REQUESTS: a line for every request rather than a summary a minute. */
  logRequests: boolean;
  /** The exported site, as given (relative to the working folder) and resolved. */
  outDir: string;
  outDirPath: string;
  api: ApiSettings;
}

/** Every variable checked; all that are wrong are named in one error. */
function parse(env: NodeJS.ProcessEnv): Values {
  const given = Object.fromEntries(
    Object.keys(VARIABLES).map((name) => {
      const value = env[name]?.trim();
      return [name, value === "" ? undefined : value];
    }),
  );
  const result = schema.safeParse(given);
  const wrong = result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  // The OAuth app's two halves go together.
  const { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: secret } = given;
  if (id !== undefined && secret === undefined) wrong.push("CMS_GITHUB_CLIENT_SECRET");
  if (id === undefined && secret !== undefined) wrong.push("CMS_GITHUB_CLIENT_ID");
  if (result.success && wrong.length === 0) return result.data as Values;
  throw new Error(
    wrong
      .map((name) => {
        const { expected } = VARIABLES[name as keyof Variables];
        const value = given[name] === undefined ? "unset" : shownValue(name, env[name]!);
        return `${name} must be ${expected}, not ${value}`;
      })
      .join("\n"),
  );
}

/**
 * A wrong value as a start-up error may print it: a secret by its length only, a URL without
 * its password (and without anything when it does not parse, since a password may be anywhere).
 */
function shownValue(name: string, value: string): string {
  if (SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters (not shown)`;
  if (!URL_VARIABLES.has(name)) return JSON.stringify(value);
  try {
    const url = new URL(value.trim());
    if (url.password) url.password = "***";
    return JSON.stringify(url.href);
  } catch {
    return "a value that is not a URL (not shown: it may hold a password)";
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values = parse(env);
  return {
    port: values.PORT,
    host: values.HOST,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    logRequests: values.LOG_REQUESTS,
    outDir: values.OUT_DIR,
    outDirPath: path.resolve(values.OUT_DIR),
    api: {
      database: values.DATABASE_URL
        ? { kind: "postgres", url: values.DATABASE_URL }
        : { kind: "sqlite", path: path.resolve(values.DATABASE_PATH) },
      rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
      mail: values.SMTP_URL
        ? {
            smtpUrl: values.SMTP_URL,
            from: values.MAIL_FROM,
            contactTo: values.CONTACT_TO,
            contactFrom: values.CONTACT_FROM,
          }
        : undefined,
      siteUrl: values.NEXT_PUBLIC_SITE_URL,
      apiUrl:
        values.NEXT_PUBLIC_API_ORIGIN === new URL(values.NEXT_PUBLIC_SITE_URL).origin
          ? undefined
          : values.NEXT_PUBLIC_API_ORIGIN,
      tokenSecret: values.TOKEN_SECRET,
      confirmExpiryHours: values.CONFIRM_EXPIRY_HOURS,
      retentionMonths: values.RETENTION_MONTHS,
      editorSignIn:
        values.CMS_GITHUB_CLIENT_ID && values.CMS_GITHUB_CLIENT_SECRET
          ? {
              clientId: values.CMS_GITHUB_CLIENT_ID,
              clientSecret: values.CMS_GITHUB_CLIENT_SECRET,
              githubUrl: values.CMS_GITHUB_URL,
            }
          : undefined,
    },
  };
}

/** The settings for a database, everything else at its default (tests, the bench). */
export function defaultApiSettings(database: DatabaseTarget): ApiSettings {
  return { ...readConfig({} as NodeJS.ProcessEnv).api, database };
}

/**
 * A port named by an environment variable of the test harness (nginx, the mail catcher),
 * checked as PORT is; 0 asks the system for any free one.
 */
export function portFromEnv(env: NodeJS.ProcessEnv, name: string): number {
  const result = port.safeParse(env[name]?.trim() ?? "");
  if (!result.success) {
    throw new Error(`${name} must be ${VARIABLES.PORT.expected}, not ${JSON.stringify(env[name])}`);
  }
  return result.data;
}
