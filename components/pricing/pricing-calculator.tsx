"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { Language } from "@/lib/i18n/languages";
import { contactHref } from "@/lib/links";
import {
  defaultState,
  readQuery,
  step,
  validate,
  writeQuery,
  type CalculatorState,
  type Field,
} from "@/lib/pricing/calculator-state";
import { fill, sharedEuroFormat } from "@/lib/pricing/format";
import { optionIds, type PriceFile } from "@/lib/pricing/model";
import { quote, type Quote } from "@/lib/pricing/pricing";
import type { CalculatorCopy } from "./calculator-copy";
import { CountField } from "./count-field";
import { OptionSwitches } from "./option-switches";
import { PriceCard } from "./price-card";
import { actionClass } from "./styles";

/** Screen readers hear the new prices once the visitor pauses, not at every keystroke. */
const announceDelay = 800;

/**
 * The pricing calculator. Prerendered with the default configuration; after hydration it
 * takes the configuration from the URL query and writes every change back there
 * (`history.replaceState`), so a configuration can be shared and survives a reload.
 */
export function PricingCalculator({
  lng,
  prices,
  copy,
  amounts = {},
}: {
  lng: Language;
  prices: PriceFile;
  copy: CalculatorCopy;
  /** Amounts already formatted by the server, by cents (see prerenderedAmounts). */
  amounts?: Record<number, string>;
}) {
  // The query is only known in the browser: hydration renders the defaults, as prerendered,
  // then React renders again with the configuration of the URL (a shared link, a reload).
  const search = useSyncExternalStore(noSubscription, currentSearch, noSearch);
  const fromUrl = useMemo(() => (search ? readQuery(search) : defaultState), [search]);
  const [edited, setEdited] = useState<CalculatorState>();
  const state = edited ?? fromUrl;
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const format = (cents: number) => amounts[cents] ?? sharedEuroFormat(lng)(cents);

  useEffect(() => () => clearTimeout(timer.current), []);

  const { input, errors } = validate(state);
  const result = input ? quote(prices, input) : undefined;

  const update = (next: CalculatorState) => {
    setEdited(next);
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${writeQuery(search, next)}${hash}`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnnouncement(announce(next)), announceDelay);
  };
  const announce = (next: CalculatorState) => {
    const checked = validate(next);
    if (!checked.input) return copy.noPrice;
    const { rental, purchase } = quote(prices, checked.input);
    return fill(copy.announcement, {
      rental: format(rental.perPanellistMonth),
      purchase: format(purchase.perPanellistMonth),
    });
  };
  const setField = (field: Field, value: string) => update({ ...state, [field]: value });

  return (
    <section aria-labelledby="pricing-calculator-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="pricing-calculator-title" className="text-2xl font-bold text-ink-900">
          {copy.title}
        </h2>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          <div className="space-y-6">
            {(["months", "panellists"] as const).map((field) => (
              <CountField
                key={field}
                name={field}
                value={state[field]}
                error={errors[field]}
                copy={copy.fields[field]}
                onChange={(value) => setField(field, value)}
                onStep={(by) => setField(field, step(state[field], field, by))}
              />
            ))}
            <OptionSwitches
              selected={state.options}
              copy={copy.options}
              error={errors.options !== undefined}
              onToggle={(id, on) =>
                update({
                  ...state,
                  // Catalogue order, whatever the order of the clicks: one URL per configuration.
                  options: optionIds.filter((o) => (o === id ? on : state.options.includes(o))),
                })
              }
            />
          </div>
          <div className="rounded-2xl bg-brand-50 p-5 sm:p-6">
            <Results result={result} state={state} copy={copy} format={format} lng={lng} />
            <p className="mt-4 text-sm text-ink-700">{copy.terms}</p>
            <p aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

function Results({
  result,
  state,
  copy,
  format,
  lng,
}: {
  result?: Quote;
  state: CalculatorState;
  copy: CalculatorCopy;
  format: (cents: number) => string;
  lng: Language;
}) {
  if (!result)
    return (
      <div className="space-y-4">
        <p className="flex min-h-40 items-center justify-center rounded-xl bg-white p-5 text-center text-ink-700 ring-1 ring-ink-900/10">
          {copy.noPrice}
        </p>
        <a href={contactHref(lng)} className={actionClass}>
          {copy.quote}
        </a>
      </div>
    );
  const labels = {
    perPanellistMonth: copy.perPanellistMonth,
    monthly: copy.monthly,
    study: copy.study,
  };
  const message = fill(copy.quoteMessage, {
    months: state.months.trim(),
    panellists: state.panellists.trim(),
    options: state.options
      .map((id) => `${copy.options.items[id].label} (${copy.options.items[id].products})`)
      .join(", "),
    rental: format(result.rental.perPanellistMonth),
    purchase: format(result.purchase.perPanellistMonth),
  });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {(["rental", "purchase"] as const).map((kind) => (
          <PriceCard
            key={kind}
            id={kind}
            title={copy[kind].title}
            description={copy[kind].description}
            line={result[kind]}
            format={format}
            labels={labels}
            detail={
              kind === "purchase"
                ? fill(copy.purchase.devices, { count: result.devices })
                : undefined
            }
          />
        ))}
      </div>
      {result.discounts.panellistsPercent + result.discounts.monthsPercent > 0 ? (
        <p className="text-sm text-ink-700">
          {fill(copy.discounts, {
            panellists: result.discounts.panellistsPercent,
            months: result.discounts.monthsPercent,
          })}
        </p>
      ) : null}
      <a href={contactHref(lng, message)} className={actionClass}>
        {copy.quote}
      </a>
    </div>
  );
}

// The URL changes only through this component, which then keeps its own state.
const noSubscription = () => () => {};
const currentSearch = () => window.location.search;
const noSearch = () => "";
