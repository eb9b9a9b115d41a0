"use client";

import { useTranslation } from "react-i18next";
import { optionIds, type OptionId } from "../../lib/pricing/model.ts";
import type { ProductSlug } from "../../lib/products.ts";

// Native checkboxes drawn as switches (decision 0014): they toggle before the script arrives.
export function OptionSwitches({
  defaultOptions,
  brings,
  error,
}: {
  defaultOptions: readonly OptionId[];
  brings: Record<OptionId, readonly ProductSlug[]>;
  error: boolean;
}) {
  const { t } = useTranslation(["pricing", "products"]);
  return (
    <fieldset aria-describedby="pricing-options-error">
      <legend className="text-sm font-semibold text-ink-900">
        {t("calculator.options.legend")}
      </legend>
      <ul className="mt-3 space-y-3">
        {optionIds.map((option) => {
          const id = `pricing-option-${option}`;
          return (
            <li key={option} className="flex items-center justify-between gap-4">
              <div>
                <label htmlFor={id} className="block text-ink-900">
                  {t(`calculator.options.${option}`)}
                </label>
                <p id={`${id}-description`} className="text-sm text-ink-600">
                  {brings[option].map((slug) => t(`products:${slug}.name`)).join(" + ")}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                name="options"
                value={option}
                defaultChecked={defaultOptions.includes(option)}
                aria-describedby={`${id}-description`}
                className="h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-500 p-0.5 transition-colors before:block before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5"
              />
            </li>
          );
        })}
      </ul>
      <p id="pricing-options-error" className="mt-2 min-h-5 text-sm text-red-700">
        {error ? t("calculator.options.none") : null}
      </p>
    </fieldset>
  );
}
