import type { Language } from "../../lib/i18n/languages.ts";
import type { Copy, Namespace } from "../../lib/i18n/copy.ts";
import { getT } from "../../lib/i18n/server.ts";
import { PageHero } from "./page-hero.tsx";

type HeroNamespace = {
  [N in Namespace]: Copy[N] extends { hero: { title: string; lead: string } } ? N : never;
}[Namespace];

export function CopyPageHero({ lng, ns }: { lng: Language; ns: HeroNamespace }) {
  const t = getT(lng, ns);
  return <PageHero title={t("hero.title")} lead={t("hero.lead")} />;
}
