import { CopyPageHero } from "@/components/sections/copy-page";
import { CtaBlock } from "@/components/sections/cta-block";
import { CountryGroups } from "@/components/sections/distributors/country-groups";
import { DistributorFinder } from "@/components/sections/distributors/distributor-finder";
import { distributors } from "@/lib/content/distributors";
import { groupByCountry } from "@/lib/countries";
import { getT } from "@/lib/i18n/server";
import { contactHref } from "@/lib/links";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";

export const generateMetadata = routeMetadata("/distributors");

export default async function DistributorsPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "distributors");
  const labels = {
    website: t("website"),
    address: t("address"),
    email: t("email"),
    newTab: getT(lng, "common")("newTab"),
  };
  // Grouped by country, countries in the visitor's alphabetical order.
  const countries = groupByCountry(distributors(), lng);
  return (
    <>
      <CopyPageHero lng={lng} ns="distributors" />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <DistributorFinder
          lng={lng}
          distributorsByCountry={Object.fromEntries(
            countries.map(({ code, items }) => [code, items.map(({ id, name }) => ({ id, name }))]),
          )}
          labels={{
            title: t("finder.title"),
            label: t("finder.label"),
            hint: t("finder.hint"),
            noMatch: getT(lng, "contact")("form.countryNoMatch"),
            foundOne: t("finder.found_one"),
            foundOther: t("finder.found_other"),
            none: t("finder.none"),
            ask: t("finder.ask"),
            become: t("finder.become"),
          }}
        />
        <nav aria-label={t("countries")} className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {countries.map(({ code, name }) => (
              <li key={code}>
                <a
                  href={`#country-${code}`}
                  className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <CountryGroups countries={countries} labels={labels} />
      </div>
      <CtaBlock
        id="distributors-cta"
        title={t("noneTitle")}
        text={t("noneText")}
        primary={{ href: contactHref(lng, { topic: "distributor" }), label: t("noneCta") }}
      />
    </>
  );
}
