/**
 * The rules of both forms, shared by the browser and the API so that what the
 * form accepts the server accepts, and the other way round.
 *
 * Trimming: the e-mail loses leading and trailing ASCII whitespace and line breaks anywhere,
 * as the browser's own `type=email` value sanitisation does. Name and message lose leading and
 * trailing whitespace (String.prototype.trim); limits apply to the trimmed text, which is what
 * is stored, otherwise verbatim (no escaping, no Unicode normalisation). Lengths are counted in
 * UTF-16 code units, as the browser's `maxlength` counts them.
 *
 * Control characters (other than tab and line breaks in a message) and lone surrogates are
 * refused: they are never typed by a person, cannot be stored as UTF-8 verbatim, and keep
 * every valid contact body under the API's 16 KiB limit even after JSON escaping.
 */
import { CONSENT_VERSION_PATTERN } from "./consent.ts";
import { languages } from "./i18n/languages.ts";
import type { ContactTopic } from "./links.ts";

export const EMAIL_MAX_LENGTH = 254;

/** The WHATWG HTML "valid e-mail address" production (`input type=email`). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type FieldError = "required" | "invalid" | "tooShort" | "tooLong";
export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/**
 * A contact request. Only name, e-mail and message were asked for before the request's details
 * (topic, product, organisation, country, the calculator's configuration): they are optional,
 * null when not given, so API clients that post the three fields keep working.
 */
export interface ContactMessage {
  name: string;
  email: string;
  /** Empty when the topic and what it is about say enough (see `checkContact`). */
  message: string;
  topic?: ContactTopic | null;
  product?: string | null;
  organisation?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country?: string | null;
  /** The calculator's shared-link query, normalised: `months=12&panellists=40&options=platform,touch`. */
  configuration?: string | null;
}

export type Checked<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const invalid = { ok: false, error: "invalid" } as const;

/** The value a browser's `type=email` field would submit for this text. */
export function sanitiseEmail(value: string): string {
  return value.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
}

/** A field that is not text: missing (`required`), or of another type, as `42` (`invalid`). */
const notText = (value: unknown): Checked<never, FieldError> =>
  absent(value) ? { ok: false, error: "required" } : invalid;

export function checkEmail(value: unknown): Checked<string, FieldError> {
  if (typeof value !== "string") return notText(value);
  const email = sanitiseEmail(value);
  if (email === "") return { ok: false, error: "required" };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: "tooLong" };
  if (!EMAIL_PATTERN.test(email)) return invalid;
  return { ok: true, value: email };
}

/**
 * The address as stored: the domain lowercased (domains are case-insensitive), the local part
 * kept as typed. Uniqueness ignores case in the local part too (the unique `email_key` column,
 * server/db/migrations.ts): mailboxes that differ only by case are the same person everywhere in
 * practice.
 */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

/** Trimmed text within `min` and `max`, without a `forbidden` character (control characters by default). */
export function checkText(
  value: unknown,
  min: number,
  max: number,
  forbidden: RegExp = CONTROL,
): Checked<string, FieldError> {
  if (typeof value !== "string") return notText(value);
  const text = value.trim();
  if (text === "") return { ok: false, error: "required" };
  if (forbidden.test(text) || LONE_SURROGATE.test(text)) return invalid;
  if (text.length < min) return { ok: false, error: "tooShort" };
  if (text.length > max) return { ok: false, error: "tooLong" };
  return { ok: true, value: text };
}

/** Each contact field's length limits: the checks use them, and the copy quotes them. */
export const contactLimits = {
  name: { min: 1, max: 100 },
  email: { min: 1, max: EMAIL_MAX_LENGTH },
  message: { min: 10, max: 5000 },
} as const satisfies Partial<Record<ContactField, { min: number; max: number }>>;

export const checkName = (value: unknown) =>
  checkText(value, contactLimits.name.min, contactLimits.name.max, CONTROL);
export const checkMessage = (value: unknown) =>
  checkText(value, contactLimits.message.min, contactLimits.message.max, CONTROL_IN_TEXT);

export type Optional<T> = Checked<T | null, FieldError>;

/** Missing, null or an empty form field: not given. */
export const absent = (value: unknown): boolean => value === undefined || value === null;

/** A field that may be left out: null when `empty` (missing or null by default), else `check`ed. */
export function optional<T>(
  check: (value: unknown) => Checked<T, FieldError>,
  empty: (value: unknown) => boolean = absent,
): (value: unknown) => Optional<T> {
  return (value) => (empty(value) ? { ok: true, value: null } : check(value));
}

/** One of `values`, as given. */
export function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): Checked<T, FieldError> =>
    values.includes(value as T) ? { ok: true, value: value as T } : invalid;
}

type Values<C> = { [K in keyof C]: C[K] extends Checked<infer T, FieldError> ? T : never };

/** Every field's check at once: their values, or the error of each field at fault. */
export function checkAll<C extends Record<string, Checked<unknown, FieldError>>>(
  checks: C,
): Checked<Values<C>, Partial<Record<keyof C, FieldError>>> {
  const value: Record<string, unknown> = {};
  const error: Partial<Record<keyof C, FieldError>> = {};
  for (const [field, check] of Object.entries(checks)) {
    if (check.ok) value[field] = check.value;
    else error[field as keyof C] = check.error;
  }
  if (Object.keys(error).length > 0) return { ok: false, error };
  return { ok: true, value: value as Values<C> };
}

export const SOURCE_MAX_LENGTH = 200;

/** A site path: starts with `/`, at most 200 characters, no control character. */
const checkSource = optional((value): Checked<string, FieldError> => {
  if (typeof value !== "string" || !value.startsWith("/")) return invalid;
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return invalid;
  if (value.length > SOURCE_MAX_LENGTH) return { ok: false, error: "tooLong" };
  return { ok: true, value };
});

/** The shape of a version id only: whether the server knows it is for the server to say. */
const checkConsentVersion = optional((value): Checked<string, FieldError> =>
  typeof value === "string" && CONSENT_VERSION_PATTERN.test(value) ? { ok: true, value } : invalid,
);

/**
 * A newsletter subscription as the form posts it: the address, and the consent record's
 * context. `lng`, `source` and `consent` are optional (missing or null), so API clients that
 * post `{ email }` alone keep working; a subscription without them records none.
 */
export function checkSubscription(input: Record<string, unknown>) {
  return checkAll({
    email: checkEmail(input.email),
    /** The language of the page the form was on. */
    lng: optional(oneOf(languages))(input.lng),
    /** The path of that page, e.g. `/fr/pricing`. */
    source: checkSource(input.source),
    /** The version id of the consent line the form showed (lib/consent.ts). */
    consent: checkConsentVersion(input.consent),
  });
}

export type SubscriptionRequest = Extract<
  ReturnType<typeof checkSubscription>,
  { ok: true }
>["value"];

/** A filled honeypot: the field people never see, which simple bots fill in. */
export function isBot(input: Record<string, unknown>): boolean {
  const trap = input[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== "";
}

/** The honeypot's name: plausible enough for a bot to fill, never autofilled by browsers. */
export const HONEYPOT_FIELD = "website";
