import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { PageHero } from "./page-hero";

/** A page whose hero comes straight from its namespace (`hero.title`, `hero.lead`). */
export function CopyPageHero({ lng, ns, prefix }: { lng: Language; ns: string; prefix?: string }) {
  const t = getT(lng, ns);
  const key = prefix ? `${prefix}.hero` : "hero";
  return <PageHero title={t(`${key}.title`)} lead={t(`${key}.lead`)} />;
}
