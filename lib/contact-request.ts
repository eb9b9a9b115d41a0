/**
 * The contact request's rules (lib/validation.ts has the fields both forms share): the request's
 * details and the whole request at once (what its topic needs is lib/links.ts's `contactNeeds`). Apart from lib/validation.ts so
 * that the pages without the contact form (the newsletter form is on every page) do not carry
 * the country codes, the catalogue and the calculator's vocabulary.
 */
import { resolveCountry } from "./countries.ts";
import { contactNeeds, contactTopics } from "./links.ts";
import { optionIds } from "./pricing/model.ts";
import {
  absent,
  checkAll,
  checkEmail,
  checkMessage,
  checkName,
  checkText,
  invalid,
  oneOf,
  optional,
  type Checked,
  type ContactErrors,
  type ContactMessage,
  type FieldError,
  type Optional,
} from "./validation.ts";

export const ORGANISATION_MAX_LENGTH = 200;
export const CONFIGURATION_MAX_LENGTH = 200;

/** Missing, null or an empty form field: not given. */
const blank = (value: unknown): boolean => absent(value) || value === "";
/** Not given, or only spaces. */
const blankText = (value: unknown): boolean =>
  absent(value) || (typeof value === "string" && value.trim() === "");

/** An organisation's name: optional, at most ORGANISATION_MAX_LENGTH characters once trimmed. */
const checkOrganisation = optional(
  (value) => checkText(value, 1, ORGANISATION_MAX_LENGTH),
  blankText,
);

/** A code ("FR") or a name in either language ("France", "Allemagne"): stored as the code. */
const checkCountry = optional((value): Checked<string, FieldError> => {
  const code = typeof value === "string" ? resolveCountry(value) : undefined;
  return code ? { ok: true, value: code } : invalid;
}, blankText);

const CONFIGURATION_KEYS = ["months", "panellists", "options"] as const;

/**
 * The pricing calculator's shared-link query, as lib/pricing/calculator-state.ts writes it:
 * options (at least one, all known) and, when the link knows them, months and panellists as
 * whole numbers; each key once, nothing else. The calculator's limits do not apply: a study
 * longer or larger than it prices is exactly what a quote is for, and the trial kit's link
 * names no panel. Stored in that order, options in catalogue order.
 */
const checkConfiguration = optional((value): Checked<string, FieldError> => {
  if (typeof value !== "string") return invalid;
  if (value.length > CONFIGURATION_MAX_LENGTH) return { ok: false, error: "tooLong" };
  const params = new URLSearchParams(value.replace(/^\?/, ""));
  const keys = [...params.keys()];
  const known = (key: string) => (CONFIGURATION_KEYS as readonly string[]).includes(key);
  if (!keys.every(known) || new Set(keys).size !== keys.length) return invalid;
  const counts: string[] = [];
  for (const key of ["months", "panellists"] as const) {
    const text = params.get(key);
    if (text === null) continue;
    if (!/^[1-9]\d{0,5}$/.test(text)) return invalid;
    counts.push(`${key}=${text}`);
  }
  const chosen = (params.get("options") ?? "").split(",");
  const options = optionIds.filter((id) => chosen.includes(id));
  if (options.length === 0 || options.length !== chosen.length) return invalid;
  return { ok: true, value: [...counts, `options=${options.join(",")}`].join("&") };
}, blank);

/** A product by its slug's form: the catalogue is build-time data; the form offers its own. */
const checkProduct = optional(
  (value): Checked<string, FieldError> =>
    typeof value === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(value)
      ? { ok: true, value }
      : invalid,
  blank,
);

/** Every field at once: the request to store, or an error per field at fault. */
export function checkContact(
  input: Record<string, unknown>,
): Checked<ContactMessage, ContactErrors> {
  const checks = {
    name: checkName(input.name),
    email: checkEmail(input.email),
    topic: optional(oneOf(contactTopics), blank)(input.topic),
    product: checkProduct(input.product),
    organisation: checkOrganisation(input.organisation),
    country: checkCountry(input.country),
    configuration: checkConfiguration(input.configuration),
    message: checkMessage(input.message) as Optional<string>,
  };
  const given = <T>(check: Optional<T>) => (check.ok ? check.value : null);
  const needs = contactNeeds({
    topic: given(checks.topic),
    product: given(checks.product),
    configuration: given(checks.configuration),
  });
  if (!needs.message && blankText(input.message)) checks.message = { ok: true, value: null };
  for (const field of ["organisation", "country"] as const) {
    const check = checks[field];
    if (needs[field] && check.ok && check.value === null) {
      checks[field] = { ok: false, error: "required" };
    }
  }
  const checked = checkAll(checks);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, message: checked.value.message ?? "" } };
}
