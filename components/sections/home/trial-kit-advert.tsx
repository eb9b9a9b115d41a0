import { GiftIcon } from "@heroicons/react/24/outline";
import { ProductIcon } from "../../icons/product-icon.tsx";
import { ButtonLink } from "../../ui/button-link.tsx";
import { trialKitDevices } from "../../../lib/content/catalogue.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";

export function TrialKitAdvert({ lng }: { lng: Language }) {
  const t = getT(lng, "home");
  const products = getT(lng, "products");
  return (
    <section aria-labelledby="trial-kit-title" className="bg-skin-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-skin-700 uppercase">
            <GiftIcon aria-hidden="true" className="size-5" />
            {t("advert.eyebrow")}
          </p>
          <h2 id="trial-kit-title" className="mt-3 text-3xl font-bold tracking-tight text-ink-900">
            {t("advert.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-700">{t("advert.text")}</p>
          <div className="mt-8">
            <ButtonLink href={requestHref(lng, "trial-kit-pilot")}>{t("advert.cta")}</ButtonLink>
          </div>
        </div>
        <ul className="grid gap-3">
          {trialKitDevices().map((slug) => (
            <li
              key={slug}
              className="flex items-center gap-4 rounded-xl bg-white p-4 ring-1 ring-skin-100"
            >
              <ProductIcon slug={slug} className="size-8 text-brand-600" />
              <span>
                <span className="block font-semibold text-ink-900">{products(`${slug}.name`)}</span>
                <span className="block text-sm text-ink-600">{products(`${slug}.title`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
