import "server-only";
import type { Metadata } from "next";
import { isLanguage, type Language } from "./i18n/languages";
import { getI18n, getT } from "./i18n/server";
import { pageEntry, pageMeta } from "./pages";
import { pageMetadata } from "./seo";
import { settings } from "./settings";

/** Route params arrive as strings; the layout's static params make anything else impossible. */
export async function languageOf(params: Promise<{ lang: string }>): Promise<Language> {
  const { lang } = await params;
  if (!isLanguage(lang)) throw new Error(`Unknown language segment "${lang}"`);
  return lang;
}

/** Title, description and sharing metadata of a registered page (lib/pages.ts). */
export function metadataFor(lng: Language, route: string): Metadata {
  return pageMetadata({
    lng,
    path: route,
    ...pageMeta(getI18n(lng), lng, pageEntry(route)),
    imageAlt: getT(lng, "common")("ogImageAlt", { company: settings.companyName }),
  });
}

/** The not-found page: not for search engines, shared with the home page's image. */
export function notFoundMetadata(lng: Language): Metadata {
  const t = getT(lng, "not-found");
  return pageMetadata({
    lng,
    path: "/404",
    image: "/",
    title: t("meta.title"),
    description: t("meta.description"),
    imageAlt: getT(lng, "common")("ogImageAlt", { company: settings.companyName }),
    noIndex: true,
  });
}

export type LanguageParams = { params: Promise<{ lang: string }> };

/** A page's `generateMetadata`: `export const generateMetadata = routeMetadata("/team");` */
export function routeMetadata(route: string) {
  return async ({ params }: LanguageParams): Promise<Metadata> =>
    metadataFor(await languageOf(params), route);
}
