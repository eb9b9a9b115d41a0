import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { requestHref } from "../../lib/request-pages.ts";
import { onQuoteSlugs } from "../../lib/pricing/offers.ts";

export function OnQuote({ lng }: { lng: Language }) {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{t("calculator.onQuote.title")}</h3>
      <ul className="mt-3 space-y-3">
        {onQuoteSlugs().map((slug) => {
          const name = product(`${slug}.name`);
          return (
            <li key={slug} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <div>
                <p className="text-ink-900">{name}</p>
                <p className="text-sm text-ink-600">{product(`${slug}.title`)}</p>
              </div>
              <p className="text-sm">
                <span className="mr-3 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-900">
                  {t("priceList.onQuote")}
                </span>
                <a
                  href={requestHref(lng, `quote-${slug}`)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t("calculator.quote")}
                  <span className="sr-only"> {t("calculator.onQuote.for", { name })}</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
