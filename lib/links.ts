import type { ProductSlug } from "./products.ts";
import { localizePath, type Language } from "./i18n/languages.ts";

/**
 * What a visitor asks sales for. The contact form's topic field offers these, in this order;
 * the server refuses any other.
 */
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

/**
 * A request written in advance by the link that leads to the contact form: a request page's
 * form holds it (lib/request-pages.ts), or the form fills its fields from these query
 * parameters (`contactHref`, lib/contact-prefill.ts).
 */
export interface ContactPrefill {
  topic?: ContactTopic;
  /** The product the request is about. */
  product?: ProductSlug;
  /** The pricing calculator's configuration, as its shared link's query (`months=…&panellists=…&options=…`). */
  configuration?: string;
  /** The visitor's country, as an ISO 3166-1 alpha-2 code (the distributors' finder knows it). */
  country?: string;
  /** A sentence written into the message field. */
  message?: string;
}

/** The contact page, with the request written in advance (`?topic=quote&product=pixel…`). */
export function contactHref(lng: Language, prefill: ContactPrefill = {}): string {
  const path = localizePath("/contact", lng);
  const params = new URLSearchParams();
  for (const key of ["topic", "product", "configuration", "country", "message"] as const) {
    const value = prefill[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
