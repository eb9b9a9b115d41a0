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

/**
 * The shape of the copy, taken from the English files: a key that does not exist there fails
 * the type check, on the server (`getT`) and in client components (`useTranslation`) alike.
 * French has the same keys (the locale check enforces it at build time).
 */
export interface Copy {
  common: typeof import("../../locales/en/common.json");
  contact: typeof import("../../locales/en/contact.json");
  distributors: typeof import("../../locales/en/distributors.json");
  emails: typeof import("../../locales/en/emails.json");
  footer: typeof import("../../locales/en/footer.json");
  forms: typeof import("../../locales/en/forms.json");
  header: typeof import("../../locales/en/header.json");
  home: typeof import("../../locales/en/home.json");
  legal: typeof import("../../locales/en/legal.json");
  newsletter: typeof import("../../locales/en/newsletter.json");
  "not-found": typeof import("../../locales/en/not-found.json");
  pricing: typeof import("../../locales/en/pricing.json");
  "product-pages": typeof import("../../locales/en/product-pages.json");
  products: typeof import("../../locales/en/products.json");
  security: typeof import("../../locales/en/security.json");
  team: typeof import("../../locales/en/team.json");
  "use-cases": typeof import("../../locales/en/use-cases.json");
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
export type CopyByLanguage = Record<Language, Partial<Record<Namespace, NamespaceCopy>>>;

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
