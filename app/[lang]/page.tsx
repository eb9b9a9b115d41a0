import { CtaBlock } from "../../components/sections/cta-block.tsx";
import { CustomerSegments } from "../../components/sections/home/customer-segments.tsx";
import { HomeHero } from "../../components/sections/home/home-hero.tsx";
import { PlatformPreview } from "../../components/sections/home/platform-preview.tsx";
import { StudySteps } from "../../components/sections/home/study-steps.tsx";
import { SurveyNote } from "../../components/sections/home/survey-note.tsx";
import { Testimonials } from "../../components/sections/home/testimonials.tsx";
import { TrialKitAdvert } from "../../components/sections/home/trial-kit-advert.tsx";
import { ProductCards } from "../../components/sections/product-cards.tsx";
import { Section } from "../../components/ui/section.tsx";
import { productSlugs } from "../../lib/products.ts";
import { testimonials } from "../../lib/content/testimonials.ts";
import { localizePath } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";
import { contactHref } from "../../lib/links.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/");

export default async function HomePage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "home");
  const steps = t("flow.steps", { returnObjects: true });

  return (
    <>
      <HomeHero lng={lng} />
      <Section id="offers" title={t("offers.title")} lead={t("offers.lead")}>
        <ProductCards lng={lng} slugs={productSlugs()} />
      </Section>
      <Section id="flow" title={t("flow.title")} lead={t("flow.lead")} tone="tinted">
        <StudySteps steps={Object.values(steps)} />
      </Section>
      <PlatformPreview lng={lng} />
      <SurveyNote title={t("survey.title")} text={t("survey.text")} />
      <TrialKitAdvert lng={lng} />
      <Testimonials lng={lng} testimonials={testimonials()} />
      <Section id="customers" title={t("customers.title")} tone="tinted">
        <CustomerSegments segments={t("customers.segments", { returnObjects: true })} />
      </Section>
      <CtaBlock
        id="home-cta"
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ href: contactHref(lng), label: t("cta.primary") }}
        secondary={{ href: localizePath("/pricing", lng), label: t("cta.secondary") }}
      />
    </>
  );
}
