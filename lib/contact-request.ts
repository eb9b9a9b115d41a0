// Apart from lib/validation.ts so that pages without the contact form do not carry the country
// codes, the catalogue and the calculator's vocabulary.
import catalogue from "../content/catalogue.json" with { type: "json" };
import { resolveCountry } from "./countries.ts";
import {
  contactFields,
  contactNeeds,
  contactTopics,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
  type ContactTopic,
  type FieldKind,
  type FieldSpec,
  type NeededField,
} from "./contact-fields.ts";
import { optionIds } from "./pricing/model.ts";
import {
  absent,
  checkEmail,
  checkText,
  CONTROL_IN_TEXT,
  invalid,
  oneOf,
  type Checked,
  type FieldError,
} from "./validation.ts";

const blank = (value: unknown): boolean =>
  absent(value) || (typeof value === "string" && value.trim() === "");

const CONFIGURATION_KEYS = ["months", "panellists", "options"] as const;

/** Not the calculator's limits: a study longer or larger than it prices is what a quote is for. */
function checkConfiguration(value: unknown, { max = Infinity }: FieldSpec) {
  if (typeof value !== "string") return invalid;
  if (value.length > max) return { ok: false, error: "tooLong" } as const;
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
  return { ok: true, value: [...counts, `options=${options.join(",")}`].join("&") } as const;
}

const TELEPHONE = /^\+?[0-9 ().\/-]+$/;

const kindChecks: Record<
  FieldKind,
  (value: unknown, field: FieldSpec) => Checked<string, FieldError>
> = {
  text: (value, { min = 1, max = Infinity }) => checkText(value, min, max),
  email: checkEmail,
  tel: (value, { min = 1, max = Infinity }) => {
    const checked = checkText(value, min, max);
    return checked.ok && !TELEPHONE.test(checked.value) ? invalid : checked;
  },
  textarea: (value, { min = 1, max = Infinity }) => checkText(value, min, max, CONTROL_IN_TEXT),
  topic: oneOf(contactTopics),
  product: oneOf(catalogue.products.map((entry) => entry.slug)),
  country: (value) => {
    const code = typeof value === "string" ? resolveCountry(value) : undefined;
    return code ? { ok: true, value: code } : invalid;
  },
  configuration: checkConfiguration,
};

export function checkContact(
  input: Record<string, unknown>,
): Checked<ContactMessage, ContactErrors> {
  const values: Record<string, string | null> = {};
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const value = input[field.name];
    const checked = blank(value)
      ? { ok: true as const, value: null }
      : kindChecks[field.kind](value, field);
    if (checked.ok) values[field.name] = checked.value;
    else errors[field.name] = checked.error;
  }
  const needs = contactNeeds({
    topic: (values.topic ?? null) as ContactTopic | null,
    product: values.product ?? null,
    configuration: values.configuration ?? null,
  });
  for (const { name, required } of contactFields as readonly FieldSpec[]) {
    const needed = required === true || needs[name as NeededField];
    if (needed && values[name] === null) errors[name as ContactField] = "required";
  }
  if (Object.keys(errors).length > 0) return { ok: false, error: errors };
  return { ok: true, value: { ...values, message: values.message ?? "" } as ContactMessage };
}
