import { ChevronDownIcon } from "@heroicons/react/20/solid";
import type { CSSProperties } from "react";
import { ProductIcon } from "../icons/product-icon.tsx";
import { IntentLink } from "../ui/intent-link.tsx";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { productLinks } from "../../lib/navigation.ts";

const MENU_ID = "products-menu";

export function ProductsMenu({ lng }: { lng: Language }) {
  const t = getT(lng, "header");
  const product = getT(lng, "products");
  const readyMade = productLinks(false);
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="menu-trigger inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800"
      >
        {t("products")}
        <ChevronDownIcon aria-hidden="true" className="menu-chevron size-4" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        data-menu=""
        className="products-menu border-b border-ink-900/10 bg-white shadow-lg"
      >
        <div className="mx-auto max-w-7xl px-6 py-6">
          {/* The list carries the name: a popover <div> has no role to name. */}
          <ul
            aria-label={t("products")}
            className="grid grid-cols-3 gap-3 lg:grid-cols-[repeat(var(--count),minmax(0,1fr))]"
            style={{ "--count": readyMade.length } as CSSProperties}
          >
            {readyMade.map(({ slug, path }) => (
              <li key={slug}>
                <IntentLink
                  href={localizePath(path, lng)}
                  className="group flex h-full flex-col rounded-xl p-3 hover:bg-brand-50"
                >
                  <ProductIcon slug={slug} className="size-7 text-brand-600" />
                  <span className="mt-3 font-semibold text-ink-900">{product(`${slug}.name`)}</span>
                  <span className="text-sm font-medium text-brand-700">
                    {product(`${slug}.title`)}
                  </span>
                  <span className="mt-1 text-sm text-ink-600">{product(`${slug}.subtitle`)}</span>
                  <span className="mt-auto pt-3 text-sm font-semibold text-brand-700 group-hover:underline">
                    {product(`${slug}.cta`)} <span aria-hidden="true">→</span>
                  </span>
                </IntentLink>
              </li>
            ))}
          </ul>
          {productLinks(true).map(({ slug, path }) => (
            <IntentLink
              key={slug}
              href={localizePath(path, lng)}
              className="mt-3 flex items-center gap-3 rounded-xl bg-skin-50 p-3 hover:bg-skin-100"
            >
              <ProductIcon slug={slug} className="size-6 text-skin-500" />
              <span className="font-semibold text-ink-900">{product(`${slug}.name`)}</span>
              <span className="text-sm text-ink-600">{product(`${slug}.subtitle`)}</span>
              <span className="ml-auto text-sm font-semibold text-brand-700">
                {product(`${slug}.cta`)} <span aria-hidden="true">→</span>
              </span>
            </IntentLink>
          ))}
        </div>
      </div>
    </>
  );
}
