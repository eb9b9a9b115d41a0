/**
 * The shape of the copy, taken from the English files: a key that does not exist there fails
 * the type check, on the server (`getT`) and in client components (`useTranslation`) alike.
 * French has the same keys (the locale check enforces it at build time).
 */
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

export interface Messages {
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

export type Namespace = keyof Messages;

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
    resources: Messages;
  }
}
