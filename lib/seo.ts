import type { Metadata } from "next";
import { localizePath, type Language } from "./i18n/languages";
import { settings } from "./settings";

export const ogImageSize = { width: 1200, height: 630 } as const;

/** Each page has its own Open Graph image per language, drawn by the build (builder/og-images.tsx). */
export function ogImagePath(route: string, lng: Language): string {
  return `/og/${lng}${route === "/" ? "/home" : route}.png`;
}

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl}${path === "/" ? "" : path}`;
}

/** Canonical and hreflang alternates of a page: each language is its own canonical. */
export function alternates(path: string, lng: Language): Metadata["alternates"] {
  return {
    canonical: localizePath(path, lng),
    languages: {
      en: localizePath(path, "en"),
      fr: localizePath(path, "fr"),
      "x-default": localizePath(path, "en"),
    },
  };
}

interface PageHead {
  lng: Language;
  /** The language-neutral path, e.g. `/team`. */
  path: string;
  title: string;
  description: string;
  imageAlt: string;
  /** Pages such as the 404 are not for search engines. */
  noIndex?: boolean;
  /** The route whose Open Graph image to use, when not the page's own. */
  image?: string;
}

export function pageMetadata(head: PageHead): Metadata {
  const { lng, path, title, description, noIndex } = head;
  const url = localizePath(path, lng);
  const image = { url: ogImagePath(head.image ?? path, lng), ...ogImageSize, alt: head.imageAlt };
  return {
    // Absolute, so the home page (in the layout's own segment, which the template skips) gets it too.
    title: { absolute: `${title} | ${settings.companyName}` },
    description,
    alternates: noIndex ? undefined : alternates(path, lng),
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: settings.companyName,
      title,
      description,
      url,
      locale: lng === "fr" ? "fr_FR" : "en_GB",
      alternateLocale: lng === "fr" ? ["en_GB"] : ["fr_FR"],
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
