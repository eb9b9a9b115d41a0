/**
 * What a route file needs: its language (from the params) and its metadata (title,
 * description, sharing image), from the page registry (lib/pages.ts).
 */
import "server-only";
import type { Metadata } from "next";
import {
  fallbackLanguage,
  isLanguage,
  languageEntry,
  languages,
  localizePath,
  type Language,
} from "./i18n/languages.ts";
import { getI18n, getT } from "./i18n/server.ts";
import { pageEntry, pageMeta, type Meta } from "./pages.ts";
import { ogImagePath, ogImageSize } from "./seo.ts";
import { settings } from "./settings.ts";

/** Route params arrive as strings; the layout's static params make anything else impossible. */
export async function languageOf(params: Promise<{ lang: string }>): Promise<Language> {
  const { lang } = await params;
  if (!isLanguage(lang)) throw new Error(`Unknown language segment "${lang}"`);
  return lang;
}

/**
 * A page's title, description and sharing metadata; each language is its own canonical. An
 * `unlisted` page (the 404, the newsletter's link pages) is not for search engines and shares
 * the home page's image.
 */
function pageMetadata(lng: Language, path: string, meta: Meta, unlisted = false): Metadata {
  const { title, description } = meta;
  const { companyName } = settings;
  const alt = getT(lng, "common")("ogImageAlt", { company: companyName });
  const image = { url: ogImagePath(unlisted ? "/" : path, lng), ...ogImageSize, alt };
  return {
    // Absolute, so the home page (in the layout's own segment, which the template skips) gets it too.
    title: { absolute: `${title} | ${companyName}` },
    description,
    alternates: unlisted
      ? undefined
      : {
          canonical: localizePath(path, lng),
          languages: {
            ...Object.fromEntries(languages.map((code) => [code, localizePath(path, code)])),
            "x-default": localizePath(path, fallbackLanguage),
          },
        },
    robots: unlisted ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: companyName,
      title,
      description,
      url: localizePath(path, lng),
      locale: ogLocale(lng),
      alternateLocale: languages.filter((code) => code !== lng).map(ogLocale),
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}

function ogLocale(lng: Language): string {
  return languageEntry(lng).locale.replace("-", "_");
}

/** Title, description and sharing metadata of a registered page (lib/pages.ts). */
export function metadataFor(lng: Language, route: string): Metadata {
  return pageMetadata(lng, route, pageMeta(getI18n(lng), lng, pageEntry(route)));
}

/** A page outside the sitemap: see `pageMetadata`. */
export function unlistedMetadata(lng: Language, path: string, meta: Meta): Metadata {
  return pageMetadata(lng, path, meta, true);
}

export type LanguageParams = { params: Promise<{ lang: string }> };

/** A page's `generateMetadata`: `export const generateMetadata = routeMetadata("/team");` */
export function routeMetadata(route: string) {
  return async ({ params }: LanguageParams): Promise<Metadata> =>
    metadataFor(await languageOf(params), route);
}
