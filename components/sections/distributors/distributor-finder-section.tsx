import { aroundSlot } from "../../../lib/i18n/around-slot.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { settings } from "../../../lib/settings.ts";
import { DistributorFinder, type FinderCopy } from "./distributor-finder.tsx";

function finderCopy(lng: Language): FinderCopy {
  const t = getT(lng, "distributors");
  const aroundCountry = (key: "found_one" | "found_other" | "none" | "ask" | "become" | "direct") =>
    aroundSlot((country) => t(`finder.${key}`, { country }));
  return {
    title: t("finder.title"),
    label: t("finder.label"),
    hint: t("finder.hint"),
    noMatch: getT(lng, "contact")("form.countryNoMatch"),
    directCta: t("finder.directCta"),
    found_one: aroundCountry("found_one"),
    found_other: aroundCountry("found_other"),
    none: aroundCountry("none"),
    ask: aroundCountry("ask"),
    become: aroundCountry("become"),
    direct: aroundCountry("direct"),
  };
}

export function DistributorFinderSection({
  lng,
  countries,
}: {
  lng: Language;
  countries: readonly { code: string; items: readonly { id: string; name: string }[] }[];
}) {
  return (
    <DistributorFinder
      lng={lng}
      homeCountry={settings.companyCountry}
      distributorsByCountry={Object.fromEntries(
        countries.map(({ code, items }) => [code, items.map(({ id, name }) => ({ id, name }))]),
      )}
      copy={finderCopy(lng)}
    />
  );
}
