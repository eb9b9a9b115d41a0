import type { Language } from "../../lib/i18n/languages.ts";
import type { Copy, Namespace } from "../../lib/i18n/copy.ts";
import { getT } from "../../lib/i18n/server.ts";
import { PageHero } from "./page-hero.tsx";

/** The namespaces whose page hero is plain copy: `hero.title` and `hero.lead`. */
type HeroNamespace = {
  [N in Namespace]: Copy[N] extends { hero: { title: string; lead: string } } ? N : never;
}[Namespace];

/** A page whose hero comes straight from its namespace. */
export function CopyPageHero({ lng, ns }: { lng: Language; ns: HeroNamespace }) {
  const t = getT(lng, ns);
  return <PageHero title={t("hero.title")} lead={t("hero.lead")} />;
}
