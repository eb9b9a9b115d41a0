import { DrawingDimensions } from "../../illustrations/drawing-dimensions.tsx";
import { DrawingImage } from "../../illustrations/drawing-image.tsx";
import { OutputFigure } from "../../illustrations/output-figure.tsx";
import { Section } from "../../ui/section.tsx";
import { drawingDimensions } from "../../../lib/device-drawings.ts";
import type { Copy } from "../../../lib/i18n/copy.ts";
import { drawingFile, product, type ProductSlug } from "../../../lib/products.ts";
import { formatFact } from "../../../lib/format.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";

export function DeviceShowcase({ lng, slug }: { lng: Language; slug: ProductSlug }) {
  const t = getT(lng, "product-pages");
  // Its copy is filed under its slug; the build stops on a device without it.
  const drawn = slug as keyof Copy["product-pages"]["page"]["device"]["title"];
  const { facts } = product(slug);
  const file = drawingFile(slug);
  const dimensions = drawingDimensions(slug, facts, lng);
  // The caption's size, for those who cannot see the dimension lines.
  const size = dimensions.length
    ? facts.find((fact) => fact.kind === "dimensions" || fact.kind === "area")
    : undefined;
  return (
    <Section
      id="device"
      title={t(`page.device.title.${drawn}`)}
      lead={t(`page.device.lead.${drawn}`)}
    >
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <figure className="rounded-2xl border border-ink-900/10 bg-white p-4 shadow-sm sm:p-6 lg:only:col-span-2 lg:only:max-w-4xl">
          <div className="relative">
            <DrawingImage
              {...file}
              title={t(`page.device.alt.${drawn}`)}
              className="h-auto w-full"
              eager
            />
            {dimensions.length ? (
              <DrawingDimensions width={file.width} height={file.height} dimensions={dimensions} />
            ) : null}
          </div>
          <figcaption className="mt-4 border-t border-ink-900/10 pt-3 text-sm text-ink-600">
            <span className="mr-2 inline-block rounded-full bg-brand-50 px-2 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {t("page.device.label")}
            </span>
            {t(`page.device.caption.${drawn}`)}
            {size ? (
              <>
                {" "}
                {t("page.device.size", {
                  label: t(`page.specsLabels.${size.kind}`),
                  value: formatFact(size, lng),
                })}
              </>
            ) : null}
          </figcaption>
        </figure>
        <OutputFigure lng={lng} slug={slug} />
      </div>
    </Section>
  );
}
