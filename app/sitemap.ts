import type { MetadataRoute } from "next";
import { languages, localizePath } from "../lib/i18n/languages.ts";
import { allRoutes } from "../lib/pages.ts";
import { absoluteUrl } from "../lib/seo.ts";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().flatMap((route) => {
    const urls = Object.fromEntries(
      languages.map((lng) => [lng, absoluteUrl(localizePath(route, lng))]),
    );
    return languages.map((lng) => ({ url: urls[lng]!, alternates: { languages: urls } }));
  });
}
