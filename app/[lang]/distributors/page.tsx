import { CopyPageHero } from "@/components/sections/copy-page";
import { CtaBlock } from "@/components/sections/cta-block";
import { DistributorCard } from "@/components/sections/distributors/distributor-card";
import { DistributorFinder } from "@/components/sections/distributors/distributor-finder";
import { distributors } from "@/lib/content/distributors";
import { compareText, countryName } from "@/lib/format";
import { getT } from "@/lib/i18n/server";
import { contactHref } from "@/lib/links";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/page";

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
  const list = distributors();
  // Grouped by country, countries in the visitor's alphabetical order.
  const countries = [...new Set(list.map((d) => d.country))]
    .map((code) => ({ code, name: countryName(code, lng) }))
    .sort((a, b) => compareText(lng)(a.name, b.name));
  return (
    <>
      <CopyPageHero lng={lng} ns="distributors" />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <DistributorFinder
          lng={lng}
          distributorsByCountry={Object.fromEntries(
            countries.map(({ code }) => [
              code,
              list.filter((d) => d.country === code).map(({ id, name }) => ({ id, name })),
            ]),
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
        <div className="space-y-12">
          {countries.map(({ code, name }) => (
            <section key={code} id={`country-${code}`} aria-labelledby={`country-${code}-title`}>
              <h2
                id={`country-${code}-title`}
                className="text-2xl font-bold tracking-tight text-ink-900"
              >
                {name}
              </h2>
              <ul className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {list
                  .filter((d) => d.country === code)
                  .map((distributor) => (
                    <li key={distributor.id}>
                      <DistributorCard distributor={distributor} labels={labels} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
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
