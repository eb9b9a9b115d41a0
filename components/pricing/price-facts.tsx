import { Trans } from "react-i18next";
import { AskLine, askLink } from "../ui/ask-line.tsx";
import type { PriceFile } from "../../lib/content/prices.ts";
import { formatList } from "../../lib/format.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../lib/i18n/server.ts";
import type { PriceFactKey } from "../../lib/pricing/model.ts";
import { priceFacts, priceFactsAsk } from "../../lib/pricing/price-facts.ts";
import { requestHref } from "../../lib/request-pages.ts";

export function PriceFacts({
  lng,
  prices,
}: {
  lng: Language;
  prices: Pick<PriceFile, "includes" | "trialKit">;
}) {
  const t = getT(lng, "pricing");
  const { included, excluded } = priceFacts(prices);
  const points = (keys: readonly PriceFactKey[]) =>
    formatList(
      keys.map((key) => t(`facts.points.${key}`)),
      lng,
    );
  const questions = priceFactsAsk(getI18n(lng), lng, prices);
  return (
    <div data-testid="price-facts" className="mt-2 max-w-3xl space-y-2 text-sm text-ink-700">
      {included.length > 0 ? <p>{t("facts.included", { points: points(included) })}</p> : null}
      {excluded.length > 0 ? <p>{t("facts.excluded", { points: points(excluded) })}</p> : null}
      {questions ? (
        <AskLine small>
          <Trans
            i18n={getI18n(lng)}
            t={t}
            ns="pricing"
            i18nKey="facts.ask"
            values={{ questions }}
            components={{ ask: askLink(requestHref(lng, "price-facts")) }}
          />
        </AskLine>
      ) : null}
    </div>
  );
}
