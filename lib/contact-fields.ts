/**
 * The contact form's fields, in the form's order (the first at fault gets the focus): the form,
 * its prefill script, the checks on both sides (lib/contact-request.ts), the stored row, the
 * forwarded e-mail, the export and the refused post's page all read this table. A field's copy
 * is `contact:form.{name}` (its label), `form.{name}Hint` when it has a hint, and
 * `form.errors.{name}.{code}`, told its own `min` and `max`. Adding a field is an entry here,
 * its copy in each language and a migration adding its column.
 */
import type { ProductSlug } from "./products.ts";
import type { FieldError } from "./validation.ts";

/** What a visitor asks sales for, in the topic list's order; the server refuses any other. */
export const contactTopics = [
  "demo",
  "quote",
  "datasheet",
  "security",
  "distributor",
  "support",
  "other",
] as const;
export type ContactTopic = (typeof contactTopics)[number];

/**
 * `topic` and `product` are lists, `configuration` the pricing calculator's query (hidden, told
 * in words), `country` a name or code stored as its ISO 3166-1 alpha-2 code; the others are
 * HTML input types.
 */
export type FieldKind =
  "text" | "email" | "tel" | "textarea" | "topic" | "product" | "country" | "configuration";

/** A field's name is also its column, its query parameter and its export's column header. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** Optional unless `true`, or a topic in `topics`; `unlessSaid`: see `contactNeeds`. */
  required?: true | "unlessSaid";
  topics?: readonly ContactTopic[];
  /** Lengths of the trimmed text, in UTF-16 code units as the browser's `maxlength` counts. */
  min?: number;
  max?: number;
  /** Its line's label in the forwarded e-mail (English: sales' language). */
  mail?: string;
  /** A link's query may fill it: never personal data, which stays out of URLs. */
  prefill?: boolean;
  autoComplete?: string;
  hint?: boolean;
  /** Half a row beside its neighbour from the small breakpoint on. */
  half?: boolean;
}

export const contactFields = [
  { name: "topic", kind: "topic", mail: "Topic", prefill: true, half: true },
  { name: "product", kind: "product", mail: "Product", prefill: true, half: true },
  { name: "configuration", kind: "configuration", max: 200, mail: "Configuration", prefill: true },
  { name: "name", kind: "text", required: true, max: 100, autoComplete: "name" },
  { name: "email", kind: "email", required: true, max: 254, autoComplete: "email" },
  {
    name: "organisation",
    kind: "text",
    topics: ["quote"],
    max: 200,
    mail: "Organisation",
    autoComplete: "organization",
    half: true,
  },
  {
    name: "country",
    kind: "country",
    topics: ["distributor"],
    mail: "Country",
    prefill: true,
    half: true,
  },
  {
    name: "message",
    kind: "textarea",
    required: "unlessSaid",
    min: 10,
    max: 5000,
    prefill: true,
    hint: true,
  },
] as const satisfies readonly FieldSpec[];

export type ContactFieldSpec = (typeof contactFields)[number];
export type ContactField = ContactFieldSpec["name"];
export type ContactErrors = Partial<Record<ContactField, FieldError>>;

type ValueOf<K extends FieldKind> = K extends "topic"
  ? ContactTopic
  : K extends "product"
    ? ProductSlug
    : string;
type Always = Extract<ContactFieldSpec, { required: true | "unlessSaid" }>;
type Sometimes = Exclude<ContactFieldSpec, Always>;

/**
 * A checked contact request. The optional fields are null when not given; a message the topic
 * made optional is "". API clients that post only name, e-mail and message keep working.
 */
export type ContactMessage = { [F in Always as F["name"]]: ValueOf<F["kind"]> } & {
  [F in Sometimes as F["name"]]?: ValueOf<F["kind"]> | null;
};

/** The messages table's columns the fields fill (server/db/schema.ts). */
export type ContactColumns = { [F in Always as F["name"]]: ValueOf<F["kind"]> } & {
  [F in Sometimes as F["name"]]: ValueOf<F["kind"]> | null;
};

export const contactField = (name: ContactField): FieldSpec =>
  contactFields.find((field) => field.name === name)!;

/** The fields whose requirement follows the request's topic. */
const neededFields = contactFields.filter(
  (field): field is Extract<ContactFieldSpec, { topics: unknown } | { required: "unlessSaid" }> =>
    "topics" in field || ("required" in field && field.required === "unlessSaid"),
);
export type NeededField = (typeof neededFields)[number]["name"];
export const neededFieldNames = neededFields.map((field) => field.name);

/**
 * What the request needs beyond the fields always required: a quote is made out to an
 * organisation, a distributor is one for a country. The message may be left empty when the
 * topic and what it is about say the request by themselves ("a demonstration of pixel", "a
 * quote for this configuration"; docs/decisions/0015-native-forms.md).
 */
export function contactNeeds(request: {
  topic: ContactTopic | null;
  product: string | null;
  configuration: string | null;
}): Record<NeededField, boolean> {
  const { topic, product, configuration } = request;
  const said = Boolean(topic && (product || configuration));
  return Object.fromEntries(
    neededFields.map(({ name, topics }: FieldSpec) => [
      name,
      topics ? (topics as readonly string[]).includes(topic ?? "") : !said,
    ]),
  ) as Record<NeededField, boolean>;
}

type PrefillSpec = Extract<ContactFieldSpec, { prefill: true }>;
export const prefillFields = contactFields
  .filter((field): field is PrefillSpec => "prefill" in field)
  .map((field) => field.name);

/**
 * A request written in advance by the link that leads to the contact form: a request page's
 * form holds it (lib/request-pages.ts), or the form fills its fields from these query
 * parameters (`contactHref`, lib/contact-prefill.ts). The configuration is the calculator's
 * shared-link query, the country an ISO code.
 */
export type ContactPrefill = { [F in PrefillSpec as F["name"]]?: ValueOf<F["kind"]> };
