/**
 * What a route file needs: its language (from the params) and its metadata (title,
 * description, sharing image), from the page registry (lib/pages.ts).
 */
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

/**
 * A page outside the sitemap (the 404, the newsletter's link pages): not for search engines,
 * and shown with the home page's image when shared.
 */
export function unlistedMetadata(
  lng: Language,
  path: string,
  meta: { title: string; description: string },
): Metadata {
  return pageMetadata({
    lng,
    path,
    image: "/",
    ...meta,
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
