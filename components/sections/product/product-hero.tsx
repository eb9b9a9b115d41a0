import { InformationCircleIcon } from "@heroicons/react/24/outline";
import { DrawingImage } from "../../illustrations/drawing-image.tsx";
import { HeroText, type HeroTextProps } from "../hero-text.tsx";
import { drawingFile, product, type ProductSlug } from "../../../lib/products.ts";

// A device's hero is words alone: DeviceShowcase right under it draws the device.
export function ProductHero({
  slug,
  illustrationTitle,
  status,
  ...text
}: Omit<HeroTextProps, "centered"> & {
  slug: ProductSlug;
  illustrationTitle: string;
  status?: string;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {product(slug).kind !== "software" ? (
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-2 sm:px-6 sm:pt-20">
          <HeroText {...text} centered />
          {status ? <DeviceStatus text={status} className="mx-auto" /> : null}
        </div>
      ) : (
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
          <div>
            <HeroText {...text} />
            {status ? <DeviceStatus text={status} /> : null}
          </div>
          <DrawingImage
            {...drawingFile(slug)}
            hero
            title={illustrationTitle}
            className="aspect-[4/3] h-auto w-full"
          />
        </div>
      )}
    </section>
  );
}

// As wide as it can be, never its text's width: a centred line still arriving over a slow network
// would move what was painted.
function DeviceStatus({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`mt-6 flex max-w-xl items-start gap-2 text-sm text-ink-600 ${className}`}>
      <InformationCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{text}</span>
    </p>
  );
}
