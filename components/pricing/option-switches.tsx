"use client";

import { Description, Field, Label, Switch } from "@headlessui/react";
import { optionIds, type OptionId } from "@/lib/pricing/model";
import type { CalculatorCopy } from "./calculator-copy";

/** The four options as switches; at least one must stay on for a price to show. */
export function OptionSwitches({
  selected,
  copy,
  error,
  onToggle,
}: {
  selected: readonly OptionId[];
  copy: CalculatorCopy["options"];
  error: boolean;
  onToggle: (id: OptionId, on: boolean) => void;
}) {
  return (
    <fieldset aria-describedby="pricing-options-error">
      <legend className="text-sm font-semibold text-ink-900">{copy.legend}</legend>
      <ul className="mt-3 space-y-3">
        {optionIds.map((id) => (
          <li key={id}>
            <Field className="flex items-center justify-between gap-4">
              <span>
                <Label className="block text-ink-900">{copy.items[id].label}</Label>
                <Description className="text-sm text-ink-600">
                  {copy.items[id].products}
                </Description>
              </span>
              <Switch
                checked={selected.includes(id)}
                onChange={(on) => onToggle(id, on)}
                className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer rounded-full bg-ink-500 p-0.5 transition-colors data-checked:bg-brand-600"
              >
                <span
                  aria-hidden="true"
                  className="size-6 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
                />
              </Switch>
            </Field>
          </li>
        ))}
      </ul>
      <p id="pricing-options-error" className="mt-2 min-h-5 text-sm text-red-700">
        {error ? copy.none : null}
      </p>
    </fieldset>
  );
}
