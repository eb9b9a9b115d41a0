import type { i18n as I18n } from "i18next";
import type { PriceFile } from "../content/prices.ts";
import { capitalise, formatList } from "../format.ts";
import type { Language } from "../i18n/languages.ts";
import { priceFactKeys } from "./model.ts";

export function priceFacts(prices: Pick<PriceFile, "includes" | "trialKit">) {
  const given = (value: boolean | null) =>
    priceFactKeys.filter((key) => prices.includes[key] === value);
  return {
    included: given(true),
    excluded: given(false),
    unknown: given(null),
    creditedOnOrder: prices.trialKit.creditedOnOrder,
  };
}

export function priceFactsQuestions(
  i18n: I18n,
  lng: Language,
  prices: Pick<PriceFile, "includes" | "trialKit">,
): string {
  const t = i18n.getFixedT(lng, "pricing");
  const { unknown, creditedOnOrder } = priceFacts(prices);
  const questions = [
    ...(unknown.length > 0
      ? [
          t("facts.askIncludes", {
            points: formatList(
              unknown.map((key) => t(`facts.points.${key}`)),
              lng,
            ),
          }),
        ]
      : []),
    ...(creditedOnOrder === null ? [t("facts.askCredited")] : []),
  ];
  return formatList(questions, lng);
}

export function priceFactsMessage(
  i18n: I18n,
  lng: Language,
  prices: Pick<PriceFile, "includes" | "trialKit">,
): string {
  const questions = priceFactsQuestions(i18n, lng, prices);
  return questions ? i18n.getFixedT(lng, "pricing")("facts.message", { questions }) : "";
}

export function priceFactsAsk(
  i18n: I18n,
  lng: Language,
  prices: Pick<PriceFile, "includes" | "trialKit">,
): string {
  return capitalise(priceFactsQuestions(i18n, lng, prices), lng);
}
