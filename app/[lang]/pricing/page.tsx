import { CalculatorSection } from "@/components/pricing/calculator-section";
import { PriceList } from "@/components/pricing/price-list";
import { TrialKit } from "@/components/pricing/trial-kit";
import { PageHero } from "@/components/sections/page-hero";
import { readPrices } from "@/lib/content/prices";
import { getT } from "@/lib/i18n/server";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/page";
import { euroFormat } from "@/lib/pricing/format";
import { fromPrice } from "@/lib/pricing/pricing";

export const generateMetadata = routeMetadata("/pricing");

export default async function PricingPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "pricing");
  const prices = readPrices();
  return (
    <>
      <PageHero title={t("hero.title")} lead={t("hero.lead")}>
        <p className="mt-6 inline-block rounded-full bg-white px-5 py-2 font-semibold text-brand-800 shadow-sm">
          {t("hero.from", { price: euroFormat(lng)(fromPrice(prices)) })}
        </p>
      </PageHero>
      <CalculatorSection lng={lng} prices={prices} />
      <PriceList lng={lng} prices={prices} />
      <TrialKit lng={lng} prices={prices} />
    </>
  );
}
