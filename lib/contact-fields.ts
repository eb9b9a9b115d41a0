// The contact form's fields in the form's order: the first at fault gets the focus (decision 0038).
import type { ProductSlug } from "./products.ts";
import type { FieldError } from "./validation.ts";

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

export type FieldKind =
  "text" | "email" | "tel" | "textarea" | "topic" | "product" | "country" | "configuration";

/** A field's name is also its column, its query parameter and its export's column header. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required?: true | "unlessSaid";
  topics?: readonly ContactTopic[];
  /** Of the trimmed text, in UTF-16 code units as `maxlength` counts them. */
  min?: number;
  max?: number;
  /** In the forwarded e-mail, in English (sales' language). */
  mail?: string;
  /** A link's query may fill it: never personal data, which stays out of URLs. */
  prefill?: boolean;
  autoComplete?: string;
  hint?: boolean;
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

/** Optional fields are null when not given; a message the topic made optional is "". */
export type ContactMessage = { [F in Always as F["name"]]: ValueOf<F["kind"]> } & {
  [F in Sometimes as F["name"]]?: ValueOf<F["kind"]> | null;
};

export type ContactColumns = { [F in Always as F["name"]]: ValueOf<F["kind"]> } & {
  [F in Sometimes as F["name"]]: ValueOf<F["kind"]> | null;
};

export const contactField = (name: ContactField): FieldSpec =>
  contactFields.find((field) => field.name === name)!;

const neededFields = contactFields.filter(
  (field): field is Extract<ContactFieldSpec, { topics: unknown } | { required: "unlessSaid" }> =>
    "topics" in field || ("required" in field && field.required === "unlessSaid"),
);
export type NeededField = (typeof neededFields)[number]["name"];
export const neededFieldNames = neededFields.map((field) => field.name);

// A quote is made out to an organisation, a distributor is one for a country. The message may be
// empty when the topic and the product or configuration say the request (decision 0015).
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

export type ContactPrefill = { [F in PrefillSpec as F["name"]]?: ValueOf<F["kind"]> };
