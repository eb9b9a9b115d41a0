"use client";

import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from "@headlessui/react";
import { ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { useMemo, useState } from "react";
import { countriesIn, resolveCountry, searchKey } from "@/lib/countries";
import type { CountryComboboxProps } from "./country-props";

/**
 * The country field once the page's script runs (docs/decisions/0014-native-menus.md): Headless
 * UI's Combobox, searched by name in the page's language, accents and case ignored, names that
 * start with the search first. It posts the ISO code in a hidden field named like the plain
 * field it replaces.
 */
export function CountryCombobox({
  id,
  name,
  lng,
  initialText,
  autoFocus,
  describedBy,
  invalid,
  inputClassName,
  noMatch,
  label,
  onChange,
}: CountryComboboxProps) {
  const countries = useMemo(() => countriesIn(lng), [lng]);
  const names = useMemo(() => new Map(countries.map((c) => [c.code, c.name])), [countries]);
  const [code, setCode] = useState<string | null>(() => resolveCountry(initialText) ?? null);
  const [query, setQuery] = useState(code ? "" : initialText);
  const shown = useMemo(() => {
    const key = searchKey(query);
    if (key === "") return countries;
    const matching = countries.filter((c) => searchKey(c.name).includes(key));
    const starts = (c: { name: string }) => (searchKey(c.name).startsWith(key) ? 0 : 1);
    return matching.sort((a, b) => starts(a) - starts(b));
  }, [countries, query]);

  return (
    <Combobox
      name={name}
      value={code}
      onChange={(next: string | null) => {
        setCode(next);
        setQuery("");
        onChange?.(next);
      }}
    >
      <div className="relative mt-1">
        <ComboboxInput
          id={id}
          autoFocus={autoFocus}
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`${inputClassName} pr-10`}
          // Text that names no country stays as typed (a refused post shows it with its error).
          displayValue={(chosen: string | null) => (chosen ? (names.get(chosen) ?? chosen) : query)}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2 text-ink-600">
          <ChevronUpDownIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">{label}</span>
        </ComboboxButton>
        <ComboboxOptions className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-ink-900 shadow-lg ring-1 ring-ink-900/10 empty:invisible">
          {shown.length === 0 ? (
            <p className="px-3 py-2 text-sm text-ink-600">{noMatch}</p>
          ) : (
            shown.map((country) => (
              <ComboboxOption
                key={country.code}
                value={country.code}
                className="cursor-default px-3 py-2 select-none data-focus:bg-brand-700 data-focus:text-white data-selected:font-semibold"
              >
                {country.name}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
