import { DrawingImage } from "@/components/illustrations/drawing-image";
import { HeroText, type HeroTextProps } from "@/components/sections/hero-text";

/** What the platform does for skin studies, in one screen, with the two next steps. */
export function HomeHero({
  illustrationTitle,
  ...text
}: Omit<HeroTextProps, "centered"> & { illustrationTitle: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <HeroText {...text} centered />
        {/* How a study runs: plan in copilot, capture with echo and the devices, results back. */}
        <DrawingImage
          src="/illustrations/study-flow.svg"
          width={900}
          height={300}
          hero
          title={illustrationTitle}
          className="mx-auto mt-12 aspect-[3/1] h-auto w-full max-w-5xl"
        />
      </div>
    </section>
  );
}
