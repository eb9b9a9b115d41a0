import { productPath, productSlugs, type ProductSlug } from "./products.ts";
import type { i18n as I18n } from "i18next";
import type { Language } from "./i18n/languages.ts";
import type { Copy, Namespace } from "./i18n/copy.ts";

export interface Meta {
  title: string;
  description: string;
}

export type PageNamespace = {
  [N in Namespace]: Copy[N] extends { meta: Meta } ? N : never;
}[Namespace];

export type PageEntry =
  { route: string; ns: PageNamespace } | { route: string; ns: "product-pages"; slug: ProductSlug };

export const pages = (): readonly PageEntry[] => [
  { route: "/", ns: "home" },
  ...productSlugs().map((slug) => ({
    route: productPath(slug),
    ns: "product-pages" as const,
    slug,
  })),
  { route: "/pricing", ns: "pricing" },
  { route: "/use-cases", ns: "use-cases" },
  { route: "/team", ns: "team" },
  { route: "/contact", ns: "contact" },
  { route: "/distributors", ns: "distributors" },
  { route: "/security", ns: "security" },
  { route: "/legal-notice", ns: "legal" },
];

export const allRoutes = (): readonly string[] => pages().map((page) => page.route);

export function pageEntry(route: string): PageEntry {
  const entry = pages().find((page) => page.route === route);
  if (!entry) throw new Error(`No page registered at "${route}" (lib/pages.ts)`);
  return entry;
}

export function pageMeta(i18n: I18n, lng: Language, entry: PageEntry): Meta {
  if ("slug" in entry) {
    const t = i18n.getFixedT(lng, "product-pages");
    return {
      title: t(`${entry.slug}.meta.title`),
      description: t(`${entry.slug}.meta.description`),
    };
  }
  const t = i18n.getFixedT(lng, entry.ns);
  return { title: t("meta.title"), description: t("meta.description") };
}
