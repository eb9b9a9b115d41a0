import { illustrations } from "@/components/illustrations";
import { HeroText, type HeroTextProps } from "@/components/sections/hero-text";
import type { SolutionSlug } from "@/lib/catalogue";

/** The product's promise beside its illustration, with the two ways forward. */
export function SolutionHero({
  slug,
  illustrationTitle,
  ...text
}: Omit<HeroTextProps, "centered"> & { slug: SolutionSlug; illustrationTitle: string }) {
  const Illustration = illustrations[slug];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <HeroText {...text} />
        <Illustration title={illustrationTitle} className="aspect-[4/3] h-auto w-full" />
      </div>
    </section>
  );
}
