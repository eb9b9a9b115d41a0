/**
 * Every request a link of the site writes in advance ("a demonstration of pixel", the trial
 * kit with its configuration and message), each a page of its own at `/contact/request/{id}`:
 * the contact form with the request filled in the HTML, so it arrives filled in however the
 * visitor gets there (a full load, a client-side navigation, the back button, without
 * JavaScript), with no script to run first (docs/decisions/0015-native-forms.md). Links take
 * their address from `requestHref`, pages their request from `preparedRequest`; a request only
 * a script composes (the calculator's configuration, the distributors' finder's country) goes
 * by the address's query instead (`contactHref`, lib/contact-prefill.ts). The words come from
 * any i18next instance holding the copy (the pages' `getI18n`, a test's `createI18n`).
 */
import type { i18n as I18n } from "i18next";
import { trialKitDevices } from "./content/catalogue.ts";
import { certifications } from "./content/certifications.ts";
import { compliance } from "./content/compliance.ts";
import { readPrices } from "./content/prices.ts";
import { localizePath, type Language } from "./i18n/languages.ts";
import type { ContactPrefill } from "./contact-fields.ts";
import { priceFactsMessage } from "./pricing/price-facts.ts";
import { onQuoteSlugs, trialKitConfiguration } from "./pricing/offers.ts";
import { product, products, type ProductSlug } from "./products.ts";
import { securityRequestLines, securityRequestMessage } from "./security-requests.ts";
import { missingSpecsText } from "./specs.ts";

/** The catalogue's products of a kind. */
const slugsOf = (...kinds: readonly string[]) =>
  products()
    .filter(({ kind }) => kinds.includes(kind))
    .map(({ slug }) => slug);

/**
 * A request's id, its page's last segment. The ones named after a product exist for the
 * products listed below (`requestHref` stops the build on any other).
 */
export type RequestId =
  /** A demonstration: the home page's, each ready-made product's page. */
  | "demo"
  | `demo-${ProductSlug}`
  /** A quote for a product priced on quote (lib/pricing/offers.ts): the price list, custom devices' page. */
  | `quote-${ProductSlug}`
  /** The data sheet, naming what the page cannot state yet. */
  | `datasheet-${ProductSlug}`
  /** The trial test kit: the pricing page's order (with its configuration), the home page's. */
  | "trial-kit"
  | "trial-kit-pilot"
  /** What a price includes, while the price file does not say (components/pricing/price-facts.tsx). */
  | "price-facts"
  /** Security: the page's questionnaire, its list of documents, the footer's data protection. */
  | "security-questions"
  | "security-documents"
  | "data-protection"
  | "support"
  | "distributor"
  /** A word about something else: the team page's, custom devices from the use cases. */
  | "other"
  | "other-custom";

/** What a request is written with: the copy, in the page's language. */
type Words = { i18n: I18n; lng: Language };
type Request = (words: Words) => ContactPrefill;

/** Each product's request of one kind, by `{prefix}-{slug}`. */
function byProduct<P extends string>(
  prefix: P,
  slugs: readonly ProductSlug[],
  request: (slug: ProductSlug, words: Words) => ContactPrefill,
) {
  return Object.fromEntries(
    slugs.map((slug) => [`${prefix}-${slug}`, (words: Words) => request(slug, words)]),
  ) as Partial<Record<`${P}-${ProductSlug}`, Request>>;
}

/** A data sheet request: what the product page cannot state yet (lib/specs.ts), or echo's questions. */
function datasheet(slug: ProductSlug, { i18n, lng }: Words): ContactPrefill {
  const pages = i18n.getFixedT(lng, "product-pages");
  if (slug === "echo")
    return { topic: "datasheet", product: slug, message: pages("page.specs.echoMessage") };
  const name = i18n.getFixedT(lng, "products")(`${slug}.name`);
  const missing = missingSpecsText(i18n, lng, product(slug).specs);
  return {
    topic: "datasheet",
    product: slug,
    message: missing
      ? pages("page.specs.deviceMessage", { name, missing })
      : pages("page.specs.deviceMessageComplete", { name }),
  };
}

/**
 * Every request; what it says is read when a page asks for it (the copy and content of now).
 * Data sheets: echo's and the devices' (copilot's page points to the security page; custom
 * devices have a brief of their own).
 */
const requests = (): Partial<Record<RequestId, Request>> => ({
  demo: () => ({ topic: "demo" }),
  ...byProduct("demo", slugsOf("software", "device"), (slug) => ({ topic: "demo", product: slug })),
  ...byProduct("quote", onQuoteSlugs(), (slug) => ({ topic: "quote", product: slug })),
  ...byProduct("datasheet", ["echo", ...slugsOf("device")], datasheet),
  "trial-kit": ({ i18n, lng }) => ({
    topic: "quote",
    configuration: trialKitConfiguration(trialKitDevices(), readPrices().trialKit.panellists),
    message: i18n.getFixedT(lng, "pricing")("trialKit.message"),
  }),
  "trial-kit-pilot": ({ i18n, lng }) => ({
    topic: "quote",
    message: i18n.getFixedT(lng, "home")("advert.message"),
  }),
  "price-facts": ({ i18n, lng }) => ({
    topic: "quote",
    message: priceFactsMessage(i18n, lng, readPrices()),
  }),
  "security-questions": ({ i18n, lng }) => ({
    topic: "security",
    message: i18n.getFixedT(lng, "security")("cta.message"),
  }),
  "security-documents": ({ i18n, lng }) => ({
    topic: "security",
    message: securityRequestMessage(
      i18n,
      lng,
      securityRequestLines(i18n, lng, compliance(), certifications()),
    ),
  }),
  "data-protection": ({ i18n, lng }) => ({
    topic: "security",
    message: i18n.getFixedT(lng, "footer")("trust.dataProtectionMessage"),
  }),
  support: () => ({ topic: "support" }),
  distributor: () => ({ topic: "distributor" }),
  other: () => ({ topic: "other" }),
  "other-custom": () => ({ topic: "other", product: slugsOf("custom")[0] }),
});

/** Every request's id: the pages the build writes. */
export const requestIds = () => Object.keys(requests()) as readonly RequestId[];

/** Whether a path segment names a request (the route's parameter). */
export function isRequestId(id: string): id is RequestId {
  return Object.hasOwn(requests(), id);
}

/** The request a page writes into its form, in its language. */
export function preparedRequest(i18n: I18n, lng: Language, id: RequestId): ContactPrefill {
  const request = requests()[id];
  if (!request) throw new Error(`No request "${id}" in lib/request-pages.ts`);
  return request({ i18n, lng });
}

/** The page of a request, in a language: what every link that carries one points at. */
export function requestHref(lng: Language, id: RequestId): string {
  if (!isRequestId(id)) throw new Error(`No request page "${id}" (lib/request-pages.ts)`);
  return localizePath(`/contact/request/${id}`, lng);
}
