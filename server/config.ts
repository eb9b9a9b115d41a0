import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { apiOriginFrom, settings, siteUrlFrom } from "../lib/settings.ts";
import { checkEmail } from "../lib/validation.ts";
import type { DatabaseTarget } from "./db/target.ts";

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

// Never repeats the value: it may hold a password.
function urlProblem(value: string, schemes: readonly string[]): string | undefined {
  const url = URL.parse(value);
  if (!url) return "it is not a URL";
  if (!schemes.includes(url.protocol))
    return `it does not start with ${schemes.map((scheme) => `${scheme}//`).join(" or ")}`;
  return undefined;
}

const refuse = (context: z.RefinementCtx, why?: string) =>
  context.addIssue({ code: "custom", message: why ?? "refused", params: { why } });

const urlWithScheme = (schemes: readonly string[]) =>
  z.string().superRefine((value, context) => {
    const problem = urlProblem(value, schemes);
    if (problem) refuse(context, problem);
  });

const port = wholeNumber(0, 65535);

// The build's rule's own message is not repeated: it names the value.
const buildUrlRule = (rule: (value: string) => string) =>
  z.string().transform((value, context) => {
    try {
      return rule(value);
    } catch {
      refuse(context, urlProblem(value, ["http:", "https:"]) ?? "it is not a site's address");
      return z.NEVER;
    }
  });

// Never a hop count nor `true` (decision 0034).
export type TrustProxy = false | string[];

// proxy-addr's names for ranges.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const version = net.isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

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

// A start-up error never prints these: any URL may hold a password, even without its scheme.
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
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 15;
export const DEFAULT_CONFIRM_EXPIRY_HOURS = 7 * 24;
const DEFAULT_RETENTION_MONTHS = 36;
const MIN_SECRET_LENGTH = 32;

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

export const SERVER_VARIABLES: readonly string[] = Object.keys(schema.shape);

export interface MailSettings {
  smtpUrl: string;
  from: string;
  contactTo?: string;
  contactFrom?: string;
}

export type ServerConfig = ReturnType<typeof readConfig>;
export type ApiSettings = ServerConfig["api"];
export type EditorSignInSettings = NonNullable<ApiSettings["editorSignIn"]>;

function parse(env: NodeJS.ProcessEnv) {
  const given = Object.fromEntries(
    Object.keys(schema.shape).map((name) => {
      const value = env[name]?.trim();
      return [name, value === "" ? undefined : value];
    }),
  );
  const result = schema.safeParse(given);
  const why = new Map<string, string | undefined>();
  for (const issue of result.success ? [] : result.error.issues) {
    const name = String(issue.path[0]);
    const reason = issue.code === "custom" ? (issue.params?.why as string | undefined) : undefined;
    if (!why.get(name)) why.set(name, reason);
  }
  const wrong = [...why.keys()];
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
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    logRequests: values.LOG_REQUESTS,
    requestTimeoutMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
    outDir: values.OUT_DIR,
    outDirPath: path.resolve(values.OUT_DIR),
    api: {
      database,
      rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
      mail,
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

export function defaultApiSettings(database: DatabaseTarget): ApiSettings {
  return { ...readConfig({} as NodeJS.ProcessEnv).api, database };
}

export function portFromEnv(env: NodeJS.ProcessEnv, name: string): number {
  const result = port.safeParse(env[name]?.trim() ?? "");
  if (result.success) return result.data;
  throw new Error(
    `${name} must be ${schema.shape.PORT.description}, not ${JSON.stringify(env[name])}`,
  );
}
