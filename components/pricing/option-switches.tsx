"use client";

import { useTranslation } from "react-i18next";
import { optionIds, type OptionId } from "../../lib/pricing/model.ts";
import type { ProductSlug } from "../../lib/products.ts";

/**
 * The four options as switches; at least one must stay on for a price to show. Each is a
 * native checkbox drawn as a switch (`role="switch"`, docs/decisions/0014-native-menus.md): it
 * toggles by click, tap or Space from the first paint, and the calculator reads its state
 * whenever its script arrives.
 */
export function OptionSwitches({
  defaultOptions,
  brings,
  error,
}: {
  /** The headline study's options, on when the page is rendered. */
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
                  {/* The products it brings: "copilot + echo". */}
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
