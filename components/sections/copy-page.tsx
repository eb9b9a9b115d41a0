import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/page";
import { PageHero } from "./page-hero";

/** A page whose hero comes straight from its namespace (`hero.title`, `hero.lead`). */
export function CopyPageHero({ lng, ns, prefix }: { lng: Language; ns: string; prefix?: string }) {
  const t = getT(lng, ns);
  const key = prefix ? `${prefix}.hero` : "hero";
  return <PageHero title={t(`${key}.title`)} lead={t(`${key}.lead`)} />;
}

/**
 * A route whose content so far is its hero: `copyPage("/team", "team")` gives the page and
 * its metadata. Pages with more to show compose their own sections instead.
 */
export function copyPage(path: string, ns: string) {
  return {
    generateMetadata: routeMetadata(path),
    async Page({ params }: LanguageParams) {
      return <CopyPageHero lng={await languageOf(params)} ns={ns} />;
    },
  };
}
