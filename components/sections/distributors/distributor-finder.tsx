"use client";

import { useId, useState } from "react";
import { CountryField } from "../../forms/country-field.tsx";
import { buttonStyles } from "../../ui/button-link.tsx";
import { useHydrated } from "../../ui/use-hydrated.ts";
import { countryName } from "../../../lib/format.ts";
import { fillSlot, type AroundSlot } from "../../../lib/i18n/around-slot.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { contactHref } from "../../../lib/links.ts";

// Translated at build time; each sentence about a country has the country's place in it.
export interface FinderCopy {
  title: string;
  label: string;
  hint: string;
  noMatch: string;
  directCta: string;
  found_one: AroundSlot;
  found_other: AroundSlot;
  none: AroundSlot;
  ask: AroundSlot;
  become: AroundSlot;
  direct: AroundSlot;
}

export function DistributorFinder({
  lng,
  homeCountry,
  distributorsByCountry,
  copy,
}: {
  lng: Language;
  homeCountry: string;
  distributorsByCountry: Record<string, readonly { id: string; name: string }[]>;
  copy: FinderCopy;
}) {
  const id = useId();
  const [code, setCode] = useState<string | null>(null);
  const hydrated = useHydrated();
  const found = code ? (distributorsByCountry[code] ?? []) : [];
  const say = (text: AroundSlot) => fillSlot(text, code ? countryName(code, lng) : "");

  return (
    <section
      aria-labelledby={`${id}-title`}
      // Shown once the page's script runs: no field that does nothing before.
      hidden={!hydrated}
      className="mb-10 rounded-2xl bg-brand-50 p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink-900">
        {copy.title}
      </h2>
      <div className="mt-4 max-w-md">
        <label htmlFor={`${id}-country`} className="block text-sm font-medium text-ink-900">
          {copy.label}
        </label>
        <CountryField
          id={`${id}-country`}
          lng={lng}
          describedBy={`${id}-hint`}
          inputClassName="block w-full rounded-md border border-ink-500/40 bg-white px-3 py-2 text-ink-900"
          label={copy.label}
          noMatch={copy.noMatch}
          onChange={setCode}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {copy.hint}
        </p>
      </div>
      <div aria-live="polite" className="mt-4">
        {code &&
          (code === homeCountry ? (
            <>
              <p className="text-ink-900">{say(copy.direct)}</p>
              <p className="mt-3">
                <a
                  href={contactHref(lng, { topic: "other", country: code })}
                  className={buttonStyles("primary")}
                >
                  {copy.directCta}
                </a>
              </p>
            </>
          ) : found.length > 0 ? (
            <>
              <p className="font-medium text-ink-900">
                {say(found.length === 1 ? copy.found_one : copy.found_other)}
              </p>
              <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {found.map((distributor) => (
                  <li key={distributor.id}>
                    <a
                      href={`#country-${code}`}
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {distributor.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="text-ink-900">{say(copy.none)}</p>
              <p className="mt-3 flex flex-wrap gap-3">
                <a
                  href={contactHref(lng, { topic: "other", country: code })}
                  className={buttonStyles("primary")}
                >
                  {say(copy.ask)}
                </a>
                <a
                  href={contactHref(lng, { topic: "distributor", country: code })}
                  className={buttonStyles("secondary")}
                >
                  {say(copy.become)}
                </a>
              </p>
            </>
          ))}
      </div>
    </section>
  );
}
