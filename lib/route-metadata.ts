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

export async function languageOf(params: Promise<{ lang: string }>): Promise<Language> {
  const { lang } = await params;
  if (!isLanguage(lang)) throw new Error(`Unknown language segment "${lang}"`);
  return lang;
}

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

export function metadataFor(lng: Language, route: string): Metadata {
  return pageMetadata(lng, route, pageMeta(getI18n(lng), lng, pageEntry(route)));
}

export function unlistedMetadata(lng: Language, path: string, meta: Meta): Metadata {
  return pageMetadata(lng, path, meta, true);
}

export type LanguageParams = { params: Promise<{ lang: string }> };

export function routeMetadata(route: string) {
  return async ({ params }: LanguageParams): Promise<Metadata> =>
    metadataFor(await languageOf(params), route);
}
