import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { CtaBlock } from "../../../components/sections/cta-block.tsx";
import { CountryGroups } from "../../../components/sections/distributors/country-groups.tsx";
import { DistributorFinderSection } from "../../../components/sections/distributors/distributor-finder-section.tsx";
import { ChipNav } from "../../../components/ui/chip-nav.tsx";
import { distributors } from "../../../lib/content/distributors.ts";
import { groupByCountry } from "../../../lib/countries.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/distributors");

export default async function DistributorsPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "distributors");
  const countries = groupByCountry(distributors(), lng);
  return (
    <>
      <CopyPageHero lng={lng} ns="distributors" />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <DistributorFinderSection lng={lng} countries={countries} />
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
