import "server-only";
import type { Metadata } from "next";
import { isLanguage, type Language } from "./i18n/languages";
import { getT } from "./i18n/server";
import { pageMetadata } from "./seo";
import { settings } from "./settings";

/** Route params arrive as strings; the layout's static params make anything else impossible. */
export async function languageOf(params: Promise<{ lang: string }>): Promise<Language> {
  const { lang } = await params;
  if (!isLanguage(lang)) throw new Error(`Unknown language segment "${lang}"`);
  return lang;
}

/** Title and description of a page, from `meta.*` (or `{prefix}.meta.*`) of its namespace. */
export function metadataFromCopy(
  lng: Language,
  path: string,
  ns: string,
  options: { prefix?: string; noIndex?: boolean } = {},
): Metadata {
  const t = getT(lng, ns);
  const key = options.prefix ? `${options.prefix}.meta` : "meta";
  return pageMetadata({
    lng,
    path,
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    imageAlt: getT(lng, "common")("ogImageAlt", { company: settings.companyName }),
    noIndex: options.noIndex,
  });
}
