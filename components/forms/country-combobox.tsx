"use client";

import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from "@headlessui/react";
import { ChevronUpDownIcon } from "@heroicons/react/20/solid";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { countriesIn, resolveCountry, searchCountries } from "../../lib/countries.ts";
import type { CountryComboboxProps } from "./country-props.ts";

// Posts the ISO code in a hidden field named like the plain field's, or the text as typed when it
// names no country (the form's check and the server refuse it). Decision 0014.
export function CountryCombobox({
  id,
  name,
  lng,
  required,
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
  const shown = useMemo(() => searchCountries(countries, query), [countries, query]);
  // Headless UI's input takes its description from a <Field>'s <Description> only, and drops
  // the prop: the field's hint or error is set on it here, as the plain field has it.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (describedBy) input.current?.setAttribute("aria-describedby", describedBy);
    else input.current?.removeAttribute("aria-describedby");
  }, [describedBy]);
  const choose = (next: string | null) => {
    setCode(next);
    setQuery("");
    onChange?.(next);
  };

  return (
    <Combobox value={code} onChange={choose}>
      <div className="relative mt-1">
        {name ? <input type="hidden" name={name} value={code ?? query.trim()} /> : null}
        <ComboboxInput
          ref={input}
          id={id}
          autoFocus={autoFocus}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          required={required}
          className={`${inputClassName} pr-10`}
          // Text that names no country stays as typed (a refused post shows it with its error).
          displayValue={(chosen: string | null) => (chosen ? (names.get(chosen) ?? chosen) : query)}
          onChange={(event) => setQuery(event.target.value)}
          onBlur={() => {
            const typed = code === null ? resolveCountry(query) : undefined;
            if (typed) choose(typed);
          }}
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
                // Keyed by query: Headless UI keeps options in the order they first registered, so
                // a new search remounts them for its best match to be active ("UK": not Ukraine).
                key={`${query}\u0000${country.code}`}
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
