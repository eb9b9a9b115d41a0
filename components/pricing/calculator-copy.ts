import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { getI18n, getT } from "@/lib/i18n/server";
import { optionIds, optionProducts, type OptionId } from "@/lib/pricing/model";
import { defaultState, validate, type Field } from "@/lib/pricing/calculator-state";
import { euroFormat } from "@/lib/pricing/format";
import type { PriceFile } from "@/lib/pricing/model";
import { quote } from "@/lib/pricing/pricing";

export interface CountFieldCopy {
  label: string;
  hint: string;
  decrease: string;
  increase: string;
  notWhole: string;
  outOfRange: string;
}

/** Everything the calculator says, from locales/{lng}/pricing.json; `{{…}}` left to fill. */
export interface CalculatorCopy {
  title: string;
  fields: Record<Field, CountFieldCopy>;
  options: {
    legend: string;
    none: string;
    /** Each option's label and the products it brings (`copilot + echo`). */
    items: Record<OptionId, { label: string; products: string }>;
  };
  rental: { title: string; description: string };
  purchase: { title: string; description: string; devices: string };
  perPanellistMonth: string;
  monthly: string;
  study: string;
  discounts: string;
  noPrice: string;
  announcement: string;
  quote: string;
  quoteMessage: string;
  terms: string;
}

export function calculatorCopy(lng: Language): CalculatorCopy {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  // Templates keep their placeholders: the browser fills them as the visitor types.
  const template = (key: string): string => {
    const value: unknown = getI18n(lng).getResource(lng, "pricing", `calculator.${key}`);
    if (typeof value !== "string")
      throw new Error(`Missing copy: locales/${lng}/pricing.json has no key "calculator.${key}"`);
    return value;
  };
  const field = (name: Field): CountFieldCopy => ({
    label: t(`calculator.${name}.label`),
    hint: t(`calculator.${name}.hint`),
    decrease: t(`calculator.${name}.decrease`),
    increase: t(`calculator.${name}.increase`),
    notWhole: t(`calculator.${name}.notWhole`),
    outOfRange: t(`calculator.${name}.outOfRange`),
  });
  return {
    title: t("calculator.title"),
    fields: { months: field("months"), panellists: field("panellists") },
    options: {
      legend: t("calculator.options.legend"),
      none: t("calculator.options.none"),
      items: Object.fromEntries(
        optionIds.map((id) => [
          id,
          {
            label: t(`calculator.options.${id}`),
            products: optionProducts[id].map((slug) => product(`${slug}.name`)).join(" + "),
          },
        ]),
      ) as CalculatorCopy["options"]["items"],
    },
    rental: {
      title: t("calculator.rental.title"),
      description: t("calculator.rental.description"),
    },
    purchase: {
      title: t("calculator.purchase.title"),
      description: t("calculator.purchase.description"),
      devices: template("purchase.devices"),
    },
    perPanellistMonth: t("calculator.perPanellistMonth"),
    monthly: t("calculator.monthly"),
    study: t("calculator.study"),
    discounts: template("discounts"),
    noPrice: t("calculator.noPrice"),
    announcement: template("announcement"),
    quote: t("calculator.quote"),
    quoteMessage: template("quoteMessage"),
    terms: t("calculator.terms"),
  };
}

/**
 * The amounts the prerendered calculator shows (the default configuration), formatted here:
 * the browser then hydrates without building an Intl.NumberFormat (see sharedEuroFormat).
 */
export function prerenderedAmounts(lng: Language, prices: PriceFile): Record<number, string> {
  const input = validate(defaultState).input;
  if (!input) throw new Error("The calculator's default configuration must be valid");
  const { rental, purchase } = quote(prices, input);
  const format = euroFormat(lng);
  const amounts = [rental, purchase].flatMap((line) => [
    line.perPanellistMonth,
    line.monthly,
    line.study,
  ]);
  return Object.fromEntries(amounts.map((cents) => [cents, format(cents)]));
}
