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

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

/**
 * What is wrong with a URL that must have one of `schemes` (`"postgres:"`), said without
 * repeating any of it (it may hold a password); undefined when nothing is.
 */
function urlProblem(value: string, schemes: readonly string[]): string | undefined {
  const url = URL.parse(value);
  if (!url) return "it is not a URL";
  if (!schemes.includes(url.protocol))
    return `it does not start with ${schemes.map((scheme) => `${scheme}//`).join(" or ")}`;
  return undefined;
}

/** A custom issue; `why` says what is wrong with the value, printed after it. */
const refuse = (context: z.RefinementCtx, why?: string) =>
  context.addIssue({ code: "custom", message: why ?? "refused", params: { why } });

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().superRefine((value, context) => {
    const problem = urlProblem(value, schemes);
    if (problem) refuse(context, problem);
  });

const port = wholeNumber(0, 65535);

/**
 * A URL the build reads too, checked by the build's own rule (lib/settings.ts), whose message
 * is not repeated: it names the value.
 */
const buildUrlRule = (rule: (value: string) => string) =>
  z.string().transform((value, context) => {
    try {
      return rule(value);
    } catch {
      refuse(context, urlProblem(value, ["http:", "https:"]) ?? "it is not a site's address");
      return z.NEVER;
    }
  });

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: the addresses and CIDR ranges of the proxies
 * in front, or `false`. Never a hop count nor `true` (docs/decisions/0034-trusted-proxies-by-address.md).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for ranges (`loopback`: 127.0.0.1/8 and ::1/128…). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const version = net.isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** Why a value that names no proxy is refused, and the form to write instead. */
const NAME_THE_PROXY =
  "name the proxy by its address instead, as TRUST_PROXY=loopback for nginx on this host";
const TRUST_PROXY_REFUSALS: [RegExp, string][] = [
  [
    /^\d+$/,
    "a hop count cannot tell the proxy from a client that writes its own X-Forwarded-For " +
      `(Fastify trusts no address for one): ${NAME_THE_PROXY}`,
  ],
  [
    /^true$/,
    "true believes the first address of X-Forwarded-For, which any client writes itself: " +
      NAME_THE_PROXY,
  ],
];

const trustProxy = z
  .string()
  .transform((value, context): TrustProxy => {
    if (value === "false") return false;
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    refuse(context, TRUST_PROXY_REFUSALS.find(([form]) => form.test(value))?.[1]);
    return z.NEVER;
  })
  .default(false);

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Variables that can hold a credential: the secrets, and every URL (a password may sit in its
 * user part, its query or its fragment, or be the whole value when the scheme was forgotten). A
 * start-up error never prints their value, only what is wrong with it.
 */
const CREDENTIAL_VARIABLES = new Set([
  "TOKEN_SECRET",
  "CMS_GITHUB_CLIENT_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "NEXT_PUBLIC_SITE_URL",
  "NEXT_PUBLIC_API_ORIGIN",
  "CMS_GITHUB_URL",
]);

const DEFAULT_RATE_LIMIT_PER_MINUTE = 20;
/** How long a client may take to send a whole request (docs/decisions/0029-deployment-edges.md). */
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 15;
export const DEFAULT_CONFIRM_EXPIRY_HOURS = 7 * 24;
const DEFAULT_RETENTION_MONTHS = 36;
const MIN_SECRET_LENGTH = 32;

/** Each variable's schema, given a trimmed string; its description says what it must be. */
const schema = z.object({
  PORT: port.default(3000).describe("a port number (0 to 65535)"),
  HOST: z.string().default("0.0.0.0").describe("a host name or address"),
  TRUST_PROXY: trustProxy.describe(
    "the addresses or CIDR ranges of the proxies in front, separated by commas (loopback for " +
      "nginx on this host, 172.17.0.1 for Docker's bridge, 10.0.0.0/8 for a private network, " +
      "a CDN's published ranges), or false",
  ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default("info")
    .describe(`one of ${LOG_LEVELS.join(", ")} (default info)`),
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .describe("true (a log line for every request) or false (a summary a minute, the default)"),
  OUT_DIR: z.string().default("out").describe("a folder"),
  DATABASE_URL: urlWithScheme(["postgres:", "postgresql:"])
    .optional()
    .describe("a postgres:// (or postgresql://) URL; for SQLite set DATABASE_PATH instead"),
  DATABASE_PATH: z.string().default(path.join("data", "site.db")).describe("a file path"),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600)
    .default(DEFAULT_REQUEST_TIMEOUT_SECONDS)
    .describe(
      `a whole number of seconds from 1 to 3600 (default ${DEFAULT_REQUEST_TIMEOUT_SECONDS})`,
    ),
  RATE_LIMIT_PER_MINUTE: wholeNumber(0)
    .default(DEFAULT_RATE_LIMIT_PER_MINUTE)
    .describe("a whole number (0: off)"),
  SMTP_URL: urlWithScheme(["smtp:", "smtps:"])
    .optional()
    .describe("the mail server as an smtp:// or smtps:// URL"),
  MAIL_FROM: z
    .string()
    .default(`${settings.companyName} <${settings.email}>`)
    .describe("a sender such as Epiderma <contact@epiderma.example>"),
  CONTACT_TO: z
    .string()
    .refine((value) => checkEmail(value).ok)
    .optional()
    .describe("an e-mail address"),
  CONTACT_FROM: z.string().optional().describe("a sender address"),
  NEXT_PUBLIC_SITE_URL: buildUrlRule(siteUrlFrom)
    .default(settings.siteUrl)
    .describe("the site's http:// or https:// address"),
  NEXT_PUBLIC_API_ORIGIN: buildUrlRule(apiOriginFrom)
    .optional()
    .describe("the API's http:// or https:// origin as the pages call it, or unset (the site's)"),
  TOKEN_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH)
    .optional()
    .describe(`at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 32), or unset`),
  CONFIRM_EXPIRY_HOURS: wholeNumber(1)
    .default(DEFAULT_CONFIRM_EXPIRY_HOURS)
    .describe("a whole number of hours, at least 1"),
  RETENTION_MONTHS: wholeNumber(1, 1200)
    .default(DEFAULT_RETENTION_MONTHS)
    .describe(`a whole number of months from 1 to 1200 (default ${DEFAULT_RETENTION_MONTHS})`),
  CMS_GITHUB_CLIENT_ID: z
    .string()
    .optional()
    .describe("the Client ID of the editor's GitHub OAuth app, set with CMS_GITHUB_CLIENT_SECRET"),
  CMS_GITHUB_CLIENT_SECRET: z
    .string()
    .optional()
    .describe("a client secret of the editor's GitHub OAuth app, set with CMS_GITHUB_CLIENT_ID"),
  CMS_GITHUB_URL: urlWithScheme(["http:", "https:"])
    .default("https://github.com")
    .transform((url) => url.replace(/\/+$/, ""))
    .describe("GitHub's http:// or https:// address (GitHub Enterprise Server's)"),
});

/** The names of the variables the server reads. */
export const SERVER_VARIABLES: readonly string[] = Object.keys(schema.shape);

export interface MailSettings {
  /** `smtp://user:pass@host:587`, `smtps://host:465`... (nodemailer's connection URL). */
  smtpUrl: string;
  /** Sender of the newsletter's e-mails. */
  from: string;
  /** Where contact messages are forwarded; none: they are only stored. */
  contactTo?: string;
  contactFrom?: string;
}

export type ServerConfig = ReturnType<typeof readConfig>;
export type ApiSettings = ServerConfig["api"];
/** The browser editor's GitHub sign-in (server/editor/sign-in.ts): the OAuth app the server acts as. */
export type EditorSignInSettings = NonNullable<ApiSettings["editorSignIn"]>;

/** Every variable checked; all that are wrong are named in one error. */
function parse(env: NodeJS.ProcessEnv) {
  const given = Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const value = env[name]?.trim();
      return [name, value === "" ? undefined : value];
    }),
  );
  const result = schema.safeParse(given);
  // Each variable at fault, with what is wrong with its value when a check says it.
  const why = new Map<string, string | undefined>();
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0]);
    const reason = issue.code === "custom" ? (issue.params?.why as string | undefined) : undefined;
    if (!why.get(name)) why.set(name, reason);
  }
  const wrong = [...why.keys()];
  // The OAuth app's two halves go together.
  const { CMS_GITHUB_CLIENT_ID: id, CMS_GITHUB_CLIENT_SECRET: secret } = given;
  if (id !== undefined && secret === undefined) wrong.push("CMS_GITHUB_CLIENT_SECRET");
  if (id === undefined && secret !== undefined) wrong.push("CMS_GITHUB_CLIENT_ID");
  if (result.success && wrong.length === 0) return result.data;
  throw new Error(
    wrong
      .map((name) => {
        const expected = schema.shape[name as keyof typeof schema.shape].description;
        const value = given[name];
        if (value === undefined) return `${name} must be ${expected}, not unset`;
        return `${name} must be ${expected}, not ${shownValue(name, value, why.get(name))}`;
      })
      .join("\n"),
  );
}

/**
 * A wrong value as a start-up error shows it, with what is wrong with it: a variable that can
 * hold a credential by its length and what is wrong only, whatever its shape.
 */
function shownValue(name: string, value: string, why: string | undefined): string {
  const shown = CREDENTIAL_VARIABLES.has(name)
    ? `the value given (${value.length} characters, not shown: it may hold a credential)`
    : JSON.stringify(value);
  return why ? `${shown}: ${why}` : shown;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const values = parse(env);
  const database: DatabaseTarget = values.DATABASE_URL
    ? { kind: "postgres", url: values.DATABASE_URL }
    : { kind: "sqlite", path: path.resolve(values.DATABASE_PATH) };
  const mail: MailSettings | undefined = values.SMTP_URL
    ? {
        smtpUrl: values.SMTP_URL,
        from: values.MAIL_FROM,
        contactTo: values.CONTACT_TO,
        contactFrom: values.CONTACT_FROM,
      }
    : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    /** Fastify's `trustProxy`: whose X-Forwarded-For gives the visitor's address. */
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    /** A line for every request rather than a summary a minute. */
    logRequests: values.LOG_REQUESTS,
    /** A request not arrived whole by then is answered 408 and its connection closed. */
    requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
    /** The exported site, as given (relative to the working folder) and resolved. */
    outDir: values.OUT_DIR,
    outDirPath: path.resolve(values.OUT_DIR),
    api: {
      database,
      /** Requests per minute per IP and per endpoint; 0 turns the limit off. */
      rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
      /** SMTP_URL set: double opt-in, and contact forwarding with CONTACT_TO. */
      mail,
      /** The site's origin: its pages, the only other origin allowed to call. */
      siteUrl: values.NEXT_PUBLIC_SITE_URL,
      /**
       * The API's origin when the pages are elsewhere (as the build was given it): the e-mails'
       * links open it, and its redirects go back to the site's pages.
       */
      apiUrl:
        values.NEXT_PUBLIC_API_ORIGIN === new URL(values.NEXT_PUBLIC_SITE_URL).origin
          ? undefined
          : values.NEXT_PUBLIC_API_ORIGIN,
      /** Signs the links; none: a secret generated once and kept in the database. */
      tokenSecret: values.TOKEN_SECRET,
      confirmExpiryHours: values.CONFIRM_EXPIRY_HOURS,
      retentionMonths: values.RETENTION_MONTHS,
      /** None: the editor's sign-in page says the server has no GitHub OAuth app. */
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
  if (result.success) return result.data;
  throw new Error(
    `${name} must be ${schema.shape.PORT.description}, not ${JSON.stringify(env[name])}`,
  );
}
