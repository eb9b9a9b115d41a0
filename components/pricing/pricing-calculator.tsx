"use client";

import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../i18n/i18n-provider.tsx";
import { buttonStyles } from "../ui/button-link.tsx";
import { contactHref } from "../../lib/links.ts";
import {
  applyQuery,
  CALCULATOR_FORM_ID,
  QUOTE_LINK_ATTRIBUTE,
  readForm,
  stepFrom,
} from "../../lib/pricing/calculator-form.ts";
import {
  configurationQuery,
  headlineState,
  validate,
  writeQuery,
  type CalculatorState,
} from "../../lib/pricing/calculator-state.ts";
import { sharedEuroFormat } from "../../lib/format.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { limits, type OptionId } from "../../lib/pricing/model.ts";
import type { ProductSlug } from "../../lib/products.ts";
import { breakEven, quote } from "../../lib/pricing/pricing.ts";
import { CountField, type StepIcons } from "./count-field.tsx";
import { OptionSwitches } from "./option-switches.tsx";
import { PriceCard } from "./price-card.tsx";

// Milliseconds: screen readers hear the new prices once the visitor pauses.
const announceDelay = 800;

function showInUrl(state: CalculatorState) {
  const { search, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${writeQuery(search, state)}${hash}`);
}

// Uncontrolled, so the visitor can type before React arrives (lib/inline-scripts/pricing.ts
// steps until then). Without JavaScript the page shows the price list instead.
export function PricingCalculator({
  prices,
  amounts = {},
  stepIcons,
  onQuote,
  brings,
}: {
  prices: PriceFile;
  stepIcons: StepIcons;
  brings: Record<OptionId, readonly ProductSlug[]>;
  onQuote?: ReactNode;
  // Keyed by cents.
  amounts?: Record<number, string>;
}) {
  const { t } = useTranslation("pricing");
  const lng = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => headlineState(prices.headline));
  const [state, setState] = useState<CalculatorState>(initial);
  const [settled, setSettled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const format = (cents: number) => amounts[cents] ?? sharedEuroFormat(lng)(cents);

  // Take the form over as it is, in the commit itself: from here on the inline script leaves
  // the steppers to React, and no press can be handled twice.
  useLayoutEffect(() => {
    const element = form.current!;
    applyQuery(element, window.location.search); // a client-side navigation ran no script
    element.setAttribute("data-live", "");
    element.removeAttribute("data-stale");
    const adopted = readForm(element);
    if (JSON.stringify(adopted) !== JSON.stringify(initial)) {
      setState(adopted);
      showInUrl(adopted);
    }
  }, [initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { input, errors } = validate(state);
  const result = input ? quote(prices, input) : undefined;
  const verdict = input ? breakEven(prices, input) : undefined;
  const summary = result
    ? t("calculator.announcement", {
        rental: format(result.rental.perPanellistMonth),
        purchase: format(result.purchase.perPanellistMonth),
      })
    : t("calculator.noPrice");

  const update = () => {
    const next = readForm(form.current!);
    setState(next);
    showInUrl(next);
    setSettled(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSettled(true), announceDelay);
  };
  const step = (event: MouseEvent<HTMLButtonElement>) => {
    // Already handled by the inline script while React was hydrating.
    if (event.nativeEvent.defaultPrevented) return;
    stepFrom(form.current!, event.currentTarget);
    update();
  };

  return (
    <section aria-labelledby="pricing-calculator-title" className="bg-white noscript:hidden">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="pricing-calculator-title" className="text-2xl font-bold text-ink-900">
          {t("calculator.title")}
        </h2>
        <form
          id={CALCULATOR_FORM_ID}
          ref={form}
          onInput={update}
          onSubmit={(event) => event.preventDefault()}
          className="group mt-8 grid gap-10 lg:grid-cols-2 max-lg:[&_:is(input,button)]:scroll-mb-28"
        >
          <div className="space-y-6">
            {(["months", "panellists"] as const).map((field) => (
              <CountField
                key={field}
                name={field}
                defaultValue={initial[field]}
                error={errors[field]}
                onStep={step}
                icons={stepIcons}
              />
            ))}
            <OptionSwitches
              defaultOptions={initial.options}
              brings={brings}
              error={errors.options !== undefined}
            />
            {onQuote}
          </div>
          {/* A tap goes through this sticky line to the field beneath, which scrolls clear of it
              (scroll-mb). */}
          <p
            aria-hidden="true"
            data-testid="pricing-summary"
            className="pointer-events-none sticky bottom-0 -mx-4 border-t border-ink-900/10 bg-white px-4 py-3 text-center text-sm font-semibold tabular-nums group-data-stale:opacity-50 lg:hidden"
          >
            {summary}
          </p>
          <div className="self-start rounded-2xl bg-brand-50 p-5 transition-opacity group-data-stale:opacity-50 sm:p-6 lg:sticky lg:top-24">
            <div className="space-y-4">
              {result && verdict ? (
                <>
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                    {(["rental", "purchase"] as const).map((kind) => (
                      <PriceCard
                        key={kind}
                        id={kind}
                        line={result[kind]}
                        format={format}
                        detail={
                          kind === "purchase"
                            ? t("calculator.purchase.devices", { count: result.devices })
                            : undefined
                        }
                      />
                    ))}
                  </div>
                  <p data-testid="break-even" className="font-medium text-ink-900">
                    {verdict.kind === "buy"
                      ? t("calculator.breakEven.buy", { count: verdict.months })
                      : t(`calculator.breakEven.${verdict.kind}`, { max: limits.months.max })}
                  </p>
                  {result.discounts.panellistsPercent + result.discounts.monthsPercent > 0 ? (
                    <p className="text-sm text-ink-700">
                      {t("calculator.discounts", {
                        panellists: result.discounts.panellistsPercent,
                        months: result.discounts.monthsPercent,
                      })}
                    </p>
                  ) : null}
                </>
              ) : (
                <p className="flex min-h-40 items-center justify-center rounded-xl bg-white p-5 text-center text-ink-700 ring-1 ring-ink-900/10">
                  {t("calculator.noPrice")}
                </p>
              )}
              {/* One link whatever the input: the inline script finds it before React (linkQuote). */}
              <a
                href={contactHref(lng, {
                  topic: "quote",
                  configuration: configurationQuery(state),
                })}
                {...{ [QUOTE_LINK_ATTRIBUTE]: "" }}
                className={buttonStyles()}
              >
                {t("calculator.quote")}
              </a>
            </div>
            <p className="mt-4 text-sm text-ink-700">{t("calculator.terms")}</p>
            <p aria-live="polite" className="sr-only">
              {settled ? summary : ""}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
