import { CalculatorSection } from "../../../components/pricing/calculator-section.tsx";
import { Headline } from "../../../components/pricing/headline.tsx";
import { PriceList } from "../../../components/pricing/price-list.tsx";
import { TrialKit } from "../../../components/pricing/trial-kit.tsx";
import { PageHero } from "../../../components/sections/page-hero.tsx";
import { readPrices } from "../../../lib/content/prices.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/pricing");

export default async function PricingPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "pricing");
  const prices = readPrices();
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <Headline lng={lng} prices={prices} />
      </PageHero>
      <CalculatorSection lng={lng} prices={prices} />
      <PriceList lng={lng} prices={prices} />
      <TrialKit lng={lng} prices={prices} />
    </>
  );
}
