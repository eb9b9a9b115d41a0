// Reads files: client code imports only types from here.
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import { cacheGeneration, parseJson, readParsed } from "../file-cache.ts";
import { languages, type Language } from "./languages.ts";
import { sharedOptions, throwOnMissingKey } from "./options.ts";

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

export type NamespaceCopy = Record<string, unknown>;
export type CopyByLanguage = Record<Language, Partial<Record<Namespace, NamespaceCopy>>>;

export function readCopy(lng: Language, ns: Namespace, dir = localesDir): NamespaceCopy {
  return readParsed(
    path.join(dir, lng, `${ns}.json`),
    (text) => parseJson(`locales/${lng}/${ns}.json`, text) as NamespaceCopy,
  );
}

export function pickCopy(lng: Language, picked: readonly Namespace[]): CopyByLanguage {
  return { [lng]: Object.fromEntries(picked.map((ns) => [ns, readCopy(lng, ns)])) };
}

let all: { generation: number; copy: CopyByLanguage } | undefined;

export function allCopy(): CopyByLanguage {
  // Read first: a file edited since the last call moves the cache's generation on.
  const copy: CopyByLanguage = Object.assign(
    {},
    ...languages.map((lng) => pickCopy(lng, namespaces)),
  );
  if (all?.generation !== cacheGeneration()) all = { generation: cacheGeneration(), copy };
  return all.copy;
}

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
