/**
 * The contact request's rules (lib/validation.ts has the fields both forms share): the request's
 * details, what its topic needs, and the whole request at once. Apart from lib/validation.ts so
 * that the pages without the contact form (the newsletter form is on every page) do not carry
 * the country codes, the catalogue and the calculator's vocabulary.
 */
import { productSlugs, type ProductSlug } from "./products.ts";
import { resolveCountry } from "./countries.ts";
import { contactTopics, type ContactTopic } from "./links.ts";
import { optionIds } from "./pricing/model.ts";
import {
  absent,
  checkEmail,
  checkMessage,
  checkName,
  checkText,
  type Checked,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  type Optional,
} from "./validation.ts";

export const ORGANISATION_MAX_LENGTH = 200;
export const CONFIGURATION_MAX_LENGTH = 200;

/** Missing, null or an empty form field: not given. */
const blank = (value: unknown): boolean => absent(value) || value === "";

/** An organisation's name: optional, at most ORGANISATION_MAX_LENGTH characters once trimmed. */
function checkOrganisation(value: unknown): Optional<string> {
  if (typeof value === "string" && value.trim() === "") return { ok: true, value: null };
  if (absent(value)) return { ok: true, value: null };
  return checkText(value, 1, ORGANISATION_MAX_LENGTH);
}

function checkTopic(value: unknown): Optional<ContactTopic> {
  if (blank(value)) return { ok: true, value: null };
  return contactTopics.includes(value as ContactTopic)
    ? { ok: true, value: value as ContactTopic }
    : { ok: false, error: "invalid" };
}

function checkProduct(value: unknown): Optional<ProductSlug> {
  if (blank(value)) return { ok: true, value: null };
  return productSlugs.includes(value as ProductSlug)
    ? { ok: true, value: value as ProductSlug }
    : { ok: false, error: "invalid" };
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
 * options (at least one, all known) and, when the link knows them, months and panellists as
 * whole numbers; each key once, nothing else. The calculator's limits do not apply: a study
 * longer or larger than it prices is exactly what a quote is for, and the trial kit's link
 * names no panel. Stored in that order, options in catalogue order.
 */
function checkConfiguration(value: unknown): Optional<string> {
  if (blank(value)) return { ok: true, value: null };
  const invalid = { ok: false, error: "invalid" } as const;
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
      product: value("product") as ProductSlug | null,
      organisation: value("organisation"),
      country: value("country"),
      configuration: value("configuration"),
    },
  };
}
