import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { euroFormat, formatList } from "../../lib/format.ts";
import { headlineState, writeQuery } from "../../lib/pricing/calculator-state.ts";
import { CALCULATOR_FORM_ID } from "../../lib/pricing/calculator-form.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import { optionProducts } from "../../lib/pricing/offers.ts";
import { headlinePrice } from "../../lib/pricing/pricing.ts";

// The box has the lead's width, never its text's: centred at its text's width, it would move as a
// slow network brought the rest of its words.
export function Headline({ lng, prices }: { lng: Language; prices: PriceFile }) {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  const { input, way, perPanellistMonth } = headlinePrice(prices);
  const brings = optionProducts();
  const options = formatList(
    input.options.map((id) => brings[id].map((slug) => product(`${slug}.name`)).join(" + ")),
    lng,
  );
  return (
    <div className="mx-auto mt-6 max-w-2xl rounded-2xl bg-white px-5 py-3 text-left text-ink-900 shadow-sm">
      <p className="font-semibold text-brand-800">
        {t("hero.headline", { price: euroFormat(lng)(perPanellistMonth) })}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        {t("hero.study", {
          options,
          way: t(`hero.way.${way}`),
          panellists: t("hero.panellists", { count: input.panellists }),
          months: t("hero.months", { count: input.months }),
        })}{" "}
        <a
          href={`${writeQuery("", headlineState(input))}#${CALCULATOR_FORM_ID}`}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 noscript:hidden"
        >
          {t("hero.calculatorLink")}
        </a>
      </p>
    </div>
  );
}
