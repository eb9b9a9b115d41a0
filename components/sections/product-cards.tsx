import { ProductIcon } from "../icons/product-icon.tsx";
import { IntentLink } from "../ui/intent-link.tsx";
import { cardsPerRowOf } from "../../lib/card-rows.ts";
import { productPath, type ProductSlug } from "../../lib/products.ts";
import { localizePath, type Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";

// Column spans by cards on the row: grids of 6 from lg, 12 from xl. Written out for Tailwind.
const spans: readonly Record<number, string>[] = [
  { 1: "sm:col-span-2" },
  { 1: "lg:col-span-6", 2: "lg:col-span-3", 3: "lg:col-span-2" },
  { 1: "xl:col-span-12", 2: "xl:col-span-6", 3: "xl:col-span-4", 4: "xl:col-span-3" },
];

export function ProductCards({ lng, slugs }: { lng: Language; slugs: readonly ProductSlug[] }) {
  const t = getT(lng, "products");
  const rows = [2, 3, 4].map((perRow) => cardsPerRowOf(slugs.length, perRow));
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6 xl:grid-cols-12">
      {slugs.map((slug, index) => (
        <li
          key={slug}
          className={[
            "relative flex flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10 hover:ring-brand-500",
            ...rows.flatMap((perRow, i) => spans[i]![perRow[index]!] ?? []),
          ].join(" ")}
        >
          <ProductIcon slug={slug} className="size-8 text-brand-600" />
          <h3 className="mt-4 text-lg font-semibold text-ink-900">
            <IntentLink
              href={localizePath(productPath(slug), lng)}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              {t(`${slug}.name`)}
            </IntentLink>
          </h3>
          <p className="text-sm font-medium text-brand-700">{t(`${slug}.title`)}</p>
          <p className="mt-2 flex-1 text-ink-600">{t(`${slug}.subtitle`)}</p>
          <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
            {t(`${slug}.cta`)} →
          </p>
        </li>
      ))}
    </ul>
  );
}
