// A page per request, its form filled in the HTML, so it arrives filled however the visitor gets
// there (decision 0015). A request only a script composes goes by the query (`contactHref`).
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

const slugsOf = (...kinds: readonly string[]) =>
  products()
    .filter(({ kind }) => kinds.includes(kind))
    .map(({ slug }) => slug);

export type RequestId =
  | "demo"
  | `demo-${ProductSlug}`
  | `quote-${ProductSlug}`
  | `datasheet-${ProductSlug}`
  | "trial-kit"
  | "trial-kit-pilot"
  | "price-facts"
  | "security-questions"
  | "security-documents"
  | "data-protection"
  | "support"
  | "distributor"
  | "other"
  | "other-custom";

type Words = { i18n: I18n; lng: Language };
type Request = (words: Words) => ContactPrefill;

function byProduct<P extends string>(
  prefix: P,
  slugs: readonly ProductSlug[],
  request: (slug: ProductSlug, words: Words) => ContactPrefill,
) {
  return Object.fromEntries(
    slugs.map((slug) => [`${prefix}-${slug}`, (words: Words) => request(slug, words)]),
  ) as Partial<Record<`${P}-${ProductSlug}`, Request>>;
}

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

// Read when a page asks for it, so the copy and content are current.
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

export const requestIds = () => Object.keys(requests()) as readonly RequestId[];

export function isRequestId(id: string): id is RequestId {
  return Object.hasOwn(requests(), id);
}

export function preparedRequest(i18n: I18n, lng: Language, id: RequestId): ContactPrefill {
  const request = requests()[id];
  if (!request) throw new Error(`No request "${id}" in lib/request-pages.ts`);
  return request({ i18n, lng });
}

export function requestHref(lng: Language, id: RequestId): string {
  if (!isRequestId(id)) throw new Error(`No request page "${id}" (lib/request-pages.ts)`);
  return localizePath(`/contact/request/${id}`, lng);
}
