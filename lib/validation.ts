// Shared by the form and the API. Lengths are UTF-16 code units, as `maxlength` counts them.
// Control characters and lone surrogates are refused: nobody types them, they cannot be stored
// verbatim as UTF-8, and refusing them keeps every valid body under the API's 16 KiB limit.
import { CONSENT_VERSION_PATTERN } from "./consent.ts";
import { languages } from "./i18n/languages.ts";

export const EMAIL_MAX_LENGTH = 254;

/** The WHATWG HTML "valid e-mail address" production (`input type=email`). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const fieldErrorCodes = ["required", "invalid", "tooShort", "tooLong"] as const;
export type FieldError = (typeof fieldErrorCodes)[number];

export type Checked<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const invalid = { ok: false, error: "invalid" } as const;

/** The value a browser's `type=email` field would submit for this text. */
export function sanitiseEmail(value: string): string {
  return value.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
}

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

/** Domains are case-insensitive; the local part is kept as typed. */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

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

export type Optional<T> = Checked<T | null, FieldError>;

export const absent = (value: unknown): boolean => value === undefined || value === null;

export function optional<T>(
  check: (value: unknown) => Checked<T, FieldError>,
  empty: (value: unknown) => boolean = absent,
): (value: unknown) => Optional<T> {
  return (value) => (empty(value) ? { ok: true, value: null } : check(value));
}

export function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): Checked<T, FieldError> =>
    values.includes(value as T) ? { ok: true, value: value as T } : invalid;
}

type Values<C> = { [K in keyof C]: C[K] extends Checked<infer T, FieldError> ? T : never };

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

const checkSource = optional((value): Checked<string, FieldError> => {
  if (typeof value !== "string" || !value.startsWith("/")) return invalid;
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return invalid;
  if (value.length > SOURCE_MAX_LENGTH) return { ok: false, error: "tooLong" };
  return { ok: true, value };
});

const checkConsentVersion = optional((value): Checked<string, FieldError> =>
  typeof value === "string" && CONSENT_VERSION_PATTERN.test(value) ? { ok: true, value } : invalid,
);

/** `lng`, `source` and `consent` are optional: API clients posting `{ email }` keep working. */
export function checkSubscription(input: Record<string, unknown>) {
  return checkAll({
    email: checkEmail(input.email),
    lng: optional(oneOf(languages))(input.lng),
    source: checkSource(input.source),
    consent: checkConsentVersion(input.consent),
  });
}

export type SubscriptionRequest = Extract<
  ReturnType<typeof checkSubscription>,
  { ok: true }
>["value"];

export function isBot(input: Record<string, unknown>): boolean {
  const trap = input[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== "";
}

/** Plausible enough for a bot to fill, never autofilled by browsers. */
export const HONEYPOT_FIELD = "website";
