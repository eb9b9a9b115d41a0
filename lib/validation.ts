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
import { solutionSlugs, type SolutionSlug } from "./catalogue.ts";
import { CONSENT_VERSION_PATTERN } from "./consent.ts";
import { resolveCountry } from "./countries.ts";
import { isLanguage, type Language } from "./i18n/languages.ts";
import { contactTopics, type ContactTopic } from "./links.ts";
import { limits, optionIds } from "./pricing/model.ts";

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 5000;
export const ORGANISATION_MAX_LENGTH = 200;
export const CONFIGURATION_MAX_LENGTH = 200;

/** The WHATWG HTML "valid e-mail address" production (`input type=email`). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type FieldError = "required" | "invalid" | "tooShort" | "tooLong";
export type ContactField =
  "name" | "email" | "message" | "topic" | "product" | "organisation" | "country" | "configuration";
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
  product?: SolutionSlug | null;
  organisation?: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country?: string | null;
  /** The calculator's shared-link query, normalised: `months=12&panellists=40&options=platform,probe`. */
  configuration?: string | null;
}

export type Checked<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** The value a browser's `type=email` field would submit for this text. */
export function sanitiseEmail(value: string): string {
  return value.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
}

export function checkEmail(value: unknown): Checked<string, FieldError> {
  if (typeof value !== "string") return { ok: false, error: "required" };
  const email = sanitiseEmail(value);
  if (email === "") return { ok: false, error: "required" };
  if (email.length > EMAIL_MAX_LENGTH) return { ok: false, error: "tooLong" };
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: "invalid" };
  return { ok: true, value: email };
}

/**
 * The address as stored: the domain lowercased (domains are case-insensitive), the local part
 * kept as typed. Uniqueness ignores case in the local part too (see server/db.ts): mailboxes
 * that differ only by case are the same person everywhere in practice.
 */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

function checkText(
  value: unknown,
  min: number,
  max: number,
  forbidden: RegExp,
): Checked<string, FieldError> {
  if (typeof value !== "string") return { ok: false, error: "required" };
  const text = value.trim();
  if (text === "") return { ok: false, error: "required" };
  if (forbidden.test(text) || LONE_SURROGATE.test(text)) return { ok: false, error: "invalid" };
  if (text.length < min) return { ok: false, error: "tooShort" };
  if (text.length > max) return { ok: false, error: "tooLong" };
  return { ok: true, value: text };
}

/** Each contact field's length limits: the checks use them, and the copy quotes them. */
export const contactLimits = {
  name: { min: 1, max: NAME_MAX_LENGTH },
  email: { min: 1, max: EMAIL_MAX_LENGTH },
  message: { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH },
  organisation: { min: 1, max: ORGANISATION_MAX_LENGTH },
} as const satisfies Partial<Record<ContactField, { min: number; max: number }>>;

export const checkName = (value: unknown) =>
  checkText(value, contactLimits.name.min, contactLimits.name.max, CONTROL);
export const checkMessage = (value: unknown) =>
  checkText(value, contactLimits.message.min, contactLimits.message.max, CONTROL_IN_TEXT);

type Optional<T> = Checked<T | null, FieldError>;

/** Missing, null or an empty form field: not given. */
const absent = (value: unknown): boolean => value === undefined || value === null;
const blank = (value: unknown): boolean => absent(value) || value === "";

function checkTopic(value: unknown): Optional<ContactTopic> {
  if (blank(value)) return { ok: true, value: null };
  return contactTopics.includes(value as ContactTopic)
    ? { ok: true, value: value as ContactTopic }
    : { ok: false, error: "invalid" };
}

function checkProduct(value: unknown): Optional<SolutionSlug> {
  if (blank(value)) return { ok: true, value: null };
  return solutionSlugs.includes(value as SolutionSlug)
    ? { ok: true, value: value as SolutionSlug }
    : { ok: false, error: "invalid" };
}

function checkOrganisation(value: unknown): Optional<string> {
  if (typeof value === "string" && value.trim() === "") return { ok: true, value: null };
  if (absent(value)) return { ok: true, value: null };
  return checkText(value, 1, ORGANISATION_MAX_LENGTH, CONTROL);
}

/** A code ("FR") or a name in either language ("France", "Allemagne"): stored as the code. */
function checkCountry(value: unknown): Optional<string> {
  if (typeof value === "string" && value.trim() === "") return { ok: true, value: null };
  if (absent(value)) return { ok: true, value: null };
  const code = typeof value === "string" ? resolveCountry(value) : undefined;
  return code ? { ok: true, value: code } : { ok: false, error: "invalid" };
}

const CONFIGURATION_KEYS = ["months", "panellists", "options"] as const;

/**
 * The pricing calculator's shared-link query, as lib/pricing/calculator-state.ts writes it:
 * each of months, panellists and options once, whole numbers within the calculator's limits,
 * at least one known option, nothing else. Stored in that order, options in catalogue order.
 */
function checkConfiguration(value: unknown): Optional<string> {
  if (blank(value)) return { ok: true, value: null };
  const invalid = { ok: false, error: "invalid" } as const;
  if (typeof value !== "string") return invalid;
  if (value.length > CONFIGURATION_MAX_LENGTH) return { ok: false, error: "tooLong" };
  const params = new URLSearchParams(value.replace(/^\?/, ""));
  const keys = [...params.keys()];
  if (keys.length !== 3 || !CONFIGURATION_KEYS.every((key) => keys.includes(key))) return invalid;
  const count = (key: "months" | "panellists") => {
    const text = params.get(key) ?? "";
    const number = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    return number >= limits[key].min && number <= limits[key].max ? number : undefined;
  };
  const months = count("months");
  const panellists = count("panellists");
  const chosen = (params.get("options") ?? "").split(",");
  const options = optionIds.filter((id) => chosen.includes(id));
  if (!months || !panellists || options.length === 0 || options.length !== chosen.length) {
    return invalid;
  }
  return {
    ok: true,
    value: `months=${months}&panellists=${panellists}&options=${options.join(",")}`,
  };
}

/**
 * What a topic needs beyond the name and the e-mail: a quote is made out to an organisation,
 * a distributor is one for a country. The message may be left empty when the topic and what
 * it is about (a product or the calculator's configuration) say the request by themselves
 * ("a demonstration of pixel", "a quote for this configuration"); otherwise it is required as
 * before (docs/decisions/0015-native-forms.md).
 */
export function contactNeeds(request: {
  topic: ContactTopic | null;
  product: string | null;
  configuration: string | null;
}): { organisation: boolean; country: boolean; message: boolean } {
  const { topic, product, configuration } = request;
  return {
    organisation: topic === "quote",
    country: topic === "distributor",
    message: !(topic && (product || configuration)),
  };
}

/** Every field at once: the request to store, or an error per field at fault. */
export function checkContact(
  input: Record<string, unknown>,
): Checked<ContactMessage, ContactErrors> {
  const checks = {
    name: checkName(input.name),
    email: checkEmail(input.email),
    topic: checkTopic(input.topic),
    product: checkProduct(input.product),
    organisation: checkOrganisation(input.organisation),
    country: checkCountry(input.country),
    configuration: checkConfiguration(input.configuration),
    message: checkMessage(input.message) as Optional<string>,
  };
  const needs = contactNeeds({
    topic: checks.topic.ok ? checks.topic.value : null,
    product: checks.product.ok ? checks.product.value : null,
    configuration: checks.configuration.ok ? checks.configuration.value : null,
  });
  if (
    !needs.message &&
    blank(typeof input.message === "string" ? input.message.trim() : input.message)
  ) {
    checks.message = { ok: true, value: null };
  }
  for (const field of ["organisation", "country"] as const) {
    const check = checks[field];
    if (needs[field] && check.ok && check.value === null) {
      checks[field] = { ok: false, error: "required" };
    }
  }
  const error: ContactErrors = {};
  for (const [field, check] of Object.entries(checks)) {
    if (!check.ok) error[field as ContactField] = check.error;
  }
  if (Object.keys(error).length > 0) return { ok: false, error };
  const value = (field: keyof typeof checks) => {
    const check = checks[field];
    return check.ok ? check.value : null;
  };
  return {
    ok: true,
    value: {
      name: value("name") ?? "",
      email: value("email") ?? "",
      message: value("message") ?? "",
      topic: value("topic") as ContactTopic | null,
      product: value("product") as SolutionSlug | null,
      organisation: value("organisation"),
      country: value("country"),
      configuration: value("configuration"),
    },
  };
}

export const SOURCE_MAX_LENGTH = 200;

export type SubscriptionField = "email" | "lng" | "source" | "consent";
export type SubscriptionErrors = Partial<Record<SubscriptionField, FieldError>>;

/**
 * A newsletter subscription as the form posts it: the address, and the consent record's
 * context. `lng`, `source` and `consent` are optional (missing or null), so API clients that
 * post `{ email }` alone keep working; a subscription without them records none.
 */
export interface SubscriptionRequest {
  email: string;
  /** The language of the page the form was on. */
  lng: Language | null;
  /** The path of that page, e.g. `/fr/pricing`. */
  source: string | null;
  /** The version id of the consent line the form showed (lib/consent.ts). */
  consent: string | null;
}

function checkLanguage(value: unknown): Optional<Language> {
  if (absent(value)) return { ok: true, value: null };
  return isLanguage(value) ? { ok: true, value } : { ok: false, error: "invalid" };
}

/** A site path: starts with `/`, at most 200 characters, no control character. */
function checkSource(value: unknown): Optional<string> {
  if (absent(value)) return { ok: true, value: null };
  if (typeof value !== "string" || !value.startsWith("/")) return { ok: false, error: "invalid" };
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return { ok: false, error: "invalid" };
  if (value.length > SOURCE_MAX_LENGTH) return { ok: false, error: "tooLong" };
  return { ok: true, value };
}

/** The shape of a version id only: whether the server knows it is for the server to say. */
function checkConsentVersion(value: unknown): Optional<string> {
  if (absent(value)) return { ok: true, value: null };
  return typeof value === "string" && CONSENT_VERSION_PATTERN.test(value)
    ? { ok: true, value }
    : { ok: false, error: "invalid" };
}

export function checkSubscription(
  input: Record<string, unknown>,
): Checked<SubscriptionRequest, SubscriptionErrors> {
  const email = checkEmail(input.email);
  const lng = checkLanguage(input.lng);
  const source = checkSource(input.source);
  const consent = checkConsentVersion(input.consent);
  if (email.ok && lng.ok && source.ok && consent.ok) {
    return {
      ok: true,
      value: { email: email.value, lng: lng.value, source: source.value, consent: consent.value },
    };
  }
  const error: SubscriptionErrors = {};
  if (!email.ok) error.email = email.error;
  if (!lng.ok) error.lng = lng.error;
  if (!source.ok) error.source = source.error;
  if (!consent.ok) error.consent = consent.error;
  return { ok: false, error };
}

/** A filled honeypot: the field people never see, which simple bots fill in. */
export function isBot(input: Record<string, unknown>): boolean {
  const trap = input[HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== "";
}

/** The honeypot's name: plausible enough for a bot to fill, never autofilled by browsers. */
export const HONEYPOT_FIELD = "website";
