/**
 * The copy: the texts of the site in locales/{lng}/{namespace}.json, which marketers edit (the
 * one word for them, docs/decisions/0033-one-word-each.md). Its namespaces and their keys'
 * types, reading it, and an i18next instance holding all of it. Client code imports types
 * only from here; the HTTP backend serves it to the browser (lib/i18n/client.ts).
 */
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import { cacheGeneration, parseJson, readParsed } from "../file-cache.ts";
import { languages, type Language } from "./languages.ts";
import { sharedOptions, throwOnMissingKey } from "./options.ts";
import type common from "@/locales/en/common.json";
import type contact from "@/locales/en/contact.json";
import type distributors from "@/locales/en/distributors.json";
import type emails from "@/locales/en/emails.json";
import type footer from "@/locales/en/footer.json";
import type forms from "@/locales/en/forms.json";
import type header from "@/locales/en/header.json";
import type home from "@/locales/en/home.json";
import type legal from "@/locales/en/legal.json";
import type newsletter from "@/locales/en/newsletter.json";
import type notFound from "@/locales/en/not-found.json";
import type pricing from "@/locales/en/pricing.json";
import type productPages from "@/locales/en/product-pages.json";
import type products from "@/locales/en/products.json";
import type security from "@/locales/en/security.json";
import type team from "@/locales/en/team.json";
import type useCases from "@/locales/en/use-cases.json";

/**
 * The shape of the copy, taken from the English files: a key that does not exist there fails
 * the type check, on the server (`getT`) and in client components (`useTranslation`) alike.
 * French has the same keys (the locale check enforces it at build time).
 */
export interface Copy {
  common: typeof common;
  contact: typeof contact;
  distributors: typeof distributors;
  emails: typeof emails;
  footer: typeof footer;
  forms: typeof forms;
  header: typeof header;
  home: typeof home;
  legal: typeof legal;
  newsletter: typeof newsletter;
  "not-found": typeof notFound;
  pricing: typeof pricing;
  "product-pages": typeof productPages;
  products: typeof products;
  security: typeof security;
  team: typeof team;
  "use-cases": typeof useCases;
}

export type Namespace = keyof Copy;

/** Every namespace, as the files in locales/en/ (the locale check compares the two lists). */
export const namespaces = [
  "common",
  "contact",
  "distributors",
  "emails",
  "footer",
  "forms",
  "header",
  "home",
  "legal",
  "newsletter",
  "not-found",
  "pricing",
  "product-pages",
  "products",
  "security",
  "team",
  "use-cases",
] as const satisfies readonly Namespace[];

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Copy;
  }
}

export const localesDir = path.join(process.cwd(), "locales");

/** One locale file's copy, as parsed. */
export type NamespaceCopy = Record<string, unknown>;
/** Copy by language and namespace: i18next's `resources`. */
export type CopyByLanguage = Partial<Record<Language, Partial<Record<Namespace, NamespaceCopy>>>>;

/** One locale file, parsed; under `next dev`, read again once edited (lib/file-cache.ts). */
export function readCopy(lng: Language, ns: Namespace, dir = localesDir): NamespaceCopy {
  return readParsed(
    path.join(dir, lng, `${ns}.json`),
    (text) => parseJson(`locales/${lng}/${ns}.json`, text) as NamespaceCopy,
  );
}

/** The copy a page inlines for its client components: one language, a few namespaces. */
export function pickCopy(lng: Language, picked: readonly Namespace[]): CopyByLanguage {
  return { [lng]: Object.fromEntries(picked.map((ns) => [ns, readCopy(lng, ns)])) };
}

let all: { generation: number; copy: CopyByLanguage } | undefined;

/** All the copy of both languages: the same object for as long as no file has changed. */
export function allCopy(): CopyByLanguage {
  // Read first: a file edited since the last call moves the cache's generation on.
  const copy: CopyByLanguage = Object.assign(
    {},
    ...languages.map((lng) => pickCopy(lng, namespaces)),
  );
  if (all?.generation !== cacheGeneration()) all = { generation: cacheGeneration(), copy };
  return all.copy;
}

/**
 * An i18next instance holding all the copy, synchronously ready: what server components
 * translate with (through lib/i18n/server.ts) and what server-side code outside React (the
 * API's e-mails, the build) uses directly. A missing key throws and names the file and key.
 */
export function createI18n(lng: Language, copy: CopyByLanguage = allCopy()): I18n {
  const instance = createInstance();
  void instance.init({
    ...sharedOptions,
    ...throwOnMissingKey(lng),
    lng,
    ns: [...namespaces],
    resources: copy,
  });
  return instance;
}
