import { CopyPageHero } from "@/components/sections/copy-page";
import { CtaBlock } from "@/components/sections/cta-block";
import { CountryGroups } from "@/components/sections/distributors/country-groups";
import { DistributorFinder } from "@/components/sections/distributors/distributor-finder";
import { ChipNav } from "@/components/ui/chip-nav";
import { distributors } from "@/lib/content/distributors";
import { groupByCountry } from "@/lib/countries";
import { getT } from "@/lib/i18n/server";
import { requestHref } from "@/lib/request-pages";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";
import { settings } from "@/lib/settings";

export const generateMetadata = routeMetadata("/distributors");

export default async function DistributorsPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "distributors");
  // Grouped by country, countries in the visitor's alphabetical order.
  const countries = groupByCountry(distributors(), lng);
  return (
    <>
      <CopyPageHero lng={lng} ns="distributors" />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <DistributorFinder
          lng={lng}
          homeCountry={settings.companyCountry}
          distributorsByCountry={Object.fromEntries(
            countries.map(({ code, items }) => [code, items.map(({ id, name }) => ({ id, name }))]),
          )}
          labels={{
            ...t("finder", { returnObjects: true }),
            noMatch: getT(lng, "contact")("form.countryNoMatch"),
          }}
        />
        <ChipNav
          label={t("countries")}
          links={countries.map(({ code, name }) => ({ href: `#country-${code}`, text: name }))}
          className="mb-10"
        />
        <CountryGroups lng={lng} countries={countries} />
      </div>
      <CtaBlock
        id="distributors-cta"
        title={t("noneTitle")}
        text={t("noneText")}
        primary={{ href: requestHref(lng, "distributor"), label: t("noneCta") }}
      />
    </>
  );
}
