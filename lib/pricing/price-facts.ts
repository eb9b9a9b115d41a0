/**
 * What a price includes (content/prices.json `includes`) and whether the trial kit's price is
 * credited on an order (`trialKit.creditedOnOrder`): facts sales gives, `null` until then. The
 * pricing page states the known ones and asks about the rest in one line
 * (components/pricing/price-facts.tsx), whose link writes the same questions into the contact
 * form (lib/request-pages.ts). The words come from any i18next instance holding the copy.
 */
import type { i18n as I18n } from "i18next";
import type { PriceFile } from "../content/prices.ts";
import { capitalise, formatList } from "../format.ts";
import type { Language } from "../i18n/languages.ts";
import { priceFactKeys } from "./model.ts";

/** The points every price includes, those quoted apart, and those sales has not given yet. */
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

/**
 * What is still to ask, as one phrase in a language ("what a price includes (setup, training…)
 * and whether the trial kit's price is credited on an order"), or "" when sales gave it all.
 */
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

/** The contact form's message for those questions. */
export function priceFactsMessage(
  i18n: I18n,
  lng: Language,
  prices: Pick<PriceFile, "includes" | "trialKit">,
): string {
  const questions = priceFactsQuestions(i18n, lng, prices);
  return questions ? i18n.getFixedT(lng, "pricing")("facts.message", { questions }) : "";
}

/** The ask-us line's text before its link ("What a price includes (…) and whether…"). */
export function priceFactsAsk(
  i18n: I18n,
  lng: Language,
  prices: Pick<PriceFile, "includes" | "trialKit">,
): string {
  return capitalise(priceFactsQuestions(i18n, lng, prices), lng);
}
