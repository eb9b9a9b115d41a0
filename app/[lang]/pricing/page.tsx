import { CalculatorSection } from "@/components/pricing/calculator-section";
import { Headline } from "@/components/pricing/headline";
import { PriceList } from "@/components/pricing/price-list";
import { TrialKit } from "@/components/pricing/trial-kit";
import { PageHero } from "@/components/sections/page-hero";
import { readPrices } from "@/lib/content/prices";
import { getT } from "@/lib/i18n/server";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";

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
