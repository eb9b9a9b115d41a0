import { illustrations } from "@/components/illustrations";
import { HeroText, type HeroTextProps } from "@/components/sections/hero-text";
import type { SolutionSlug } from "@/lib/catalogue";
import { DeviceStatus } from "./device-status";

/**
 * The product's promise beside its illustration, with the two ways forward; for a device, the
 * line that says what it is for.
 */
export function SolutionHero({
  slug,
  illustrationTitle,
  status,
  ...text
}: Omit<HeroTextProps, "centered"> & {
  slug: SolutionSlug;
  illustrationTitle: string;
  status?: string;
}) {
  const Illustration = illustrations[slug];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <HeroText {...text} />
          {status ? <DeviceStatus text={status} /> : null}
        </div>
        <Illustration title={illustrationTitle} className="aspect-[4/3] h-auto w-full" />
      </div>
    </section>
  );
}
