import type { MetadataRoute } from "next";
import { localizePath } from "@/lib/i18n/languages";
import { allRoutes } from "@/lib/pages";
import { absoluteUrl } from "@/lib/seo";

export const dynamic = "force-static";

/** Every page in both languages, each listing its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return allRoutes().flatMap((route) => {
    const languages = {
      en: absoluteUrl(localizePath(route, "en")),
      fr: absoluteUrl(localizePath(route, "fr")),
    };
    return [
      { url: languages.en, alternates: { languages } },
      { url: languages.fr, alternates: { languages } },
    ];
  });
}
