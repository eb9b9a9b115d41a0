import { ProductIcon } from "../icons/product-icon.tsx";
import { buttonStyles } from "../ui/button-link.tsx";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { trialKitDevices } from "../../lib/content/catalogue.ts";
import { euroFormat } from "../../lib/format.ts";
import { requestHref } from "../../lib/request-pages.ts";
import { toCents } from "../../lib/pricing/pricing.ts";
import type { PriceFile } from "../../lib/content/prices.ts";

export function TrialKit({ lng, prices }: { lng: Language; prices: PriceFile }) {
  const t = getT(lng, "pricing");
  const product = getT(lng, "products");
  const devices = trialKitDevices();
  const { panellists } = prices.trialKit;
  return (
    <section aria-labelledby="trial-kit-title" className="bg-skin-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="trial-kit-title" className="text-2xl font-bold text-ink-900">
          {t("trialKit.title")}
        </h2>
        <p className="mt-3 max-w-3xl text-ink-700">{t("trialKit.text")}</p>
        <ul className="mt-6 flex flex-wrap gap-4">
          {devices.map((slug) => (
            <li
              key={slug}
              className="flex items-center gap-2 rounded-full bg-white px-4 py-2 shadow-sm"
            >
              <ProductIcon slug={slug} className="size-5 text-brand-700" />
              <span className="font-semibold">{product(`${slug}.name`)}</span>
              <span className="text-sm text-ink-600">{product(`${slug}.title`)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-lg font-semibold text-ink-900">
          {t("trialKit.price", { price: euroFormat(lng)(toCents(prices.trialKit.price)) })}
        </p>
        {panellists !== null ? (
          <p className="mt-1 text-ink-700">{t("trialKit.panellists", { count: panellists })}</p>
        ) : null}
        {prices.trialKit.creditedOnOrder !== null ? (
          <p className="mt-1 text-ink-700">
            {t(prices.trialKit.creditedOnOrder ? "facts.credited" : "facts.notCredited")}
          </p>
        ) : null}
        <a href={requestHref(lng, "trial-kit")} className={`mt-4 ${buttonStyles()}`}>
          {t("trialKit.cta")}
        </a>
      </div>
    </section>
  );
}
