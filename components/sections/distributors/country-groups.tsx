import type { Distributor } from "../../../lib/content/distributors.ts";
import type { Country } from "../../../lib/countries.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { DistributorCard } from "./distributor-card.tsx";

// Columns, not a grid, so any number of addresses fills the width with no card alone on a row.
export function CountryGroups({
  lng,
  countries,
}: {
  lng: Language;
  countries: readonly (Country & { items: readonly Distributor[] })[];
}) {
  return (
    <div className="gap-6 md:columns-2 lg:columns-3">
      {countries.map(({ code, name, items }) => (
        <section
          key={code}
          id={`country-${code}`}
          aria-labelledby={`country-${code}-title`}
          className="mb-6 break-inside-avoid rounded-2xl bg-white p-5 ring-1 ring-ink-900/10"
        >
          <h2
            id={`country-${code}-title`}
            className="text-xl font-bold tracking-tight text-ink-900"
          >
            {name}
          </h2>
          <ul className="mt-2 divide-y divide-ink-900/10">
            {items.map((distributor) => (
              <li key={distributor.id} className="py-4 last:pb-0">
                <DistributorCard lng={lng} distributor={distributor} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
