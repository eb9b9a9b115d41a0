import { DrawingImage } from "../../illustrations/drawing-image.tsx";
import { HeroText } from "../hero-text.tsx";
import { localizePath, type Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";

export function HomeHero({ lng }: { lng: Language }) {
  const t = getT(lng, "home");
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <HeroText
          eyebrow={t("hero.eyebrow")}
          title={t("hero.title")}
          lead={t("hero.lead")}
          primary={{ href: requestHref(lng, "demo"), label: t("hero.primaryCta") }}
          secondary={{ href: localizePath("/pricing", lng), label: t("hero.secondaryCta") }}
          centered
        />
        <DrawingImage
          src="/illustrations/study-flow.svg"
          width={900}
          height={300}
          hero
          title={t("hero.illustration")}
          className="mx-auto mt-12 aspect-[3/1] h-auto w-full max-w-5xl"
        />
      </div>
    </section>
  );
}
