import type { ReactNode } from "react";
import { product, type ProductSlug } from "../../lib/products.ts";
import type { Fact } from "../../lib/content/catalogue.ts";
import type { Copy } from "../../lib/i18n/copy.ts";
import { formatFact, formatLength } from "../../lib/format.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { DrawingImage } from "./drawing-image.tsx";

// In % of the drawing, at the label's vertical middle.
const overlays = {
  dermo: ["top-[17%]", "top-[42%]", "top-[76%]"],
  touch: ["top-[12.5%]", "top-[45%]", "top-[77.5%]"],
} as const;

export function OutputFigure({
  lng,
  slug,
  facts = product(slug).facts,
}: {
  lng: Language;
  slug: ProductSlug;
  facts?: readonly Fact[];
}) {
  const output = product(slug).output;
  if (!output) return null;
  const t = getT(lng, "product-pages");
  // Its copy is filed under its slug; the build stops on a device without it.
  const drawn = slug as Exclude<keyof Copy["product-pages"]["page"]["output"], "caption">;
  const image = (
    <DrawingImage
      src={`/illustrations/${output.file}`}
      width={output.width}
      height={output.height}
      title={t(`page.output.${drawn}.alt`)}
      className="block h-auto w-full rounded-xl"
    />
  );

  let body: ReactNode;
  if (slug === "pixel") {
    body = (
      <div className="grid items-center gap-5 sm:grid-cols-[minmax(0,16rem)_auto]">
        {image}
        <ol className="grid gap-2 text-ink-700">
          {t("page.output.pixel.legend", { returnObjects: true }).map((zone, i) => (
            <li key={zone} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              {zone}
            </li>
          ))}
        </ol>
      </div>
    );
  } else if (slug === "macro") {
    const area = facts.find((fact) => fact.kind === "area");
    body = (
      <div className="max-w-xs">
        {image}
        {area ? (
          <>
            {/* The scale bar spans the field's width, as the drawing does. */}
            <div aria-hidden="true" className="mt-2 text-center text-sm text-ink-700">
              <div className="h-2 border-x-2 border-b-2 border-ink-700" />
              {formatLength(area.widthCm, "centimeter", lng)}
            </div>
            <p className="mt-2 text-ink-700">
              {t("page.output.macro.field", { size: formatFact(area, lng) })}
            </p>
          </>
        ) : null}
      </div>
    );
  } else if (slug === "dermo" || slug === "touch") {
    const labels = t(`page.output.${slug}.legend`, { returnObjects: true });
    body = (
      <>
        {slug === "touch" ? (
          <p className="mb-2 text-sm font-semibold text-brand-700">
            {t("page.output.touch.sample")}
          </p>
        ) : null}
        <div className="relative">
          {image}
          {slug === "dermo" ? (
            <p className="absolute top-0.5 left-[9.5%] text-xs font-semibold text-brand-100 sm:top-1 sm:text-sm">
              {t("page.output.dermo.depth")} <span aria-hidden="true">↓</span>
            </p>
          ) : null}
          <ul>
            {labels.map((label, i) => (
              <li
                key={label}
                className={
                  slug === "dermo"
                    ? `absolute right-2 -translate-y-1/2 rounded-md bg-ink-900/85 px-2 py-0.5 text-xs font-semibold text-white sm:text-sm ${overlays.dermo[i]}`
                    : `absolute left-[22.5%] -translate-y-1/2 text-sm font-semibold text-ink-900 sm:text-base ${overlays.touch[i]}`
                }
              >
                {label}
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  } else {
    body = image;
  }

  return (
    <figure className="w-full max-w-md lg:max-w-none">
      {body}
      <figcaption className="mt-4">
        <span className="block font-semibold text-ink-900">{t(`page.output.${drawn}.title`)}</span>
        <span className="mt-1 block text-sm text-ink-600">{t("page.output.caption")}</span>
      </figcaption>
    </figure>
  );
}
