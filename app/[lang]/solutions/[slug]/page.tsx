import { CtaBlock } from "../../../../components/sections/cta-block.tsx";
import { ProductCards } from "../../../../components/sections/product-cards.tsx";
import { DatasheetContact } from "../../../../components/sections/product/datasheet-contact.tsx";
import { FactList } from "../../../../components/ui/fact-list.tsx";
import { PlatformShowcase } from "../../../../components/product-ui/platform-showcase.tsx";
import { FeatureGrid } from "../../../../components/sections/product/feature-grid.tsx";
import { MeasureList } from "../../../../components/sections/product/measure-list.tsx";
import { DeviceShowcase } from "../../../../components/sections/product/device-showcase.tsx";
import { ProductHero } from "../../../../components/sections/product/product-hero.tsx";
import { SpecsNote } from "../../../../components/sections/product/specs-note.tsx";
import { JsonLd } from "../../../../components/seo/json-ld.tsx";
import { Section } from "../../../../components/ui/section.tsx";
import { product, productPath, productSlugs, type ProductSlug } from "../../../../lib/products.ts";
import { localizePath } from "../../../../lib/i18n/languages.ts";
import { getT } from "../../../../lib/i18n/server.ts";
import { languageOf, metadataFor } from "../../../../lib/route-metadata.ts";
import { priceRowId } from "../../../../lib/pricing/offers.ts";
import { specRows } from "../../../../lib/specs.ts";
import { requestHref } from "../../../../lib/request-pages.ts";
import { productData } from "../../../../lib/structured-data.ts";

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return productSlugs().map((slug) => ({ slug }));
}

// generateStaticParams and dynamicParams = false guarantee a product's slug.
const productOf = async (params: Props["params"]) => (await params).slug as ProductSlug;

export async function generateMetadata({ params }: Props) {
  return metadataFor(await languageOf(params), productPath(await productOf(params)));
}

export default async function ProductPage({ params }: Props) {
  const lng = await languageOf(params);
  const slug = await productOf(params);
  const t = getT(lng, "product-pages");
  const products = getT(lng, "products");
  const { kind, facts: productFacts, specs: productSpecs, related } = product(slug);
  const isCustom = kind === "custom";
  const name = products(`${slug}.name`);
  const route = productPath(slug);
  // Custom devices are described, then quoted; a product is shown first.
  const contact = requestHref(lng, isCustom ? `quote-${slug}` : `demo-${slug}`);
  const features = t(`${slug}.features`, { returnObjects: true });
  const measures = t(`${slug}.measures`, { returnObjects: true });
  const facts = specRows(productFacts, productSpecs, lng).map(({ kind, label, value }) => ({
    label: label ?? t(`page.specsLabels.${kind}`),
    value,
  }));
  const specsNote = <SpecsNote lng={lng} slug={slug} specs={productSpecs} />;

  return (
    <>
      {!isCustom ? (
        <JsonLd
          data={productData(lng, route, {
            name,
            description: t(`${slug}.meta.description`),
            category: products(`${slug}.title`),
          })}
        />
      ) : null}
      <ProductHero
        slug={slug}
        eyebrow={name}
        title={t(`${slug}.hero.title`)}
        lead={t(`${slug}.hero.lead`)}
        illustrationTitle={t("page.illustration", { name, title: products(`${slug}.title`) })}
        status={
          isCustom
            ? t("page.statusCustom")
            : kind === "device"
              ? t("page.status", { name })
              : undefined
        }
        primary={{ href: contact, label: isCustom ? t("page.ctaCustom") : t("page.cta") }}
        secondary={{
          href: `${localizePath("/pricing", lng)}#${priceRowId(slug)}`,
          label: t("page.pricing"),
        }}
      />
      {slug === "copilot" || slug === "echo" ? (
        <PlatformShowcase lng={lng} slug={slug} />
      ) : kind !== "software" ? (
        <DeviceShowcase lng={lng} slug={slug} />
      ) : null}
      <Section id="measures" title={t(`${slug}.measuresTitle`)} tone="tinted">
        <MeasureList items={measures} />
        {facts.length === 0 ? specsNote : null}
      </Section>
      <Section id="features" title={isCustom ? t("page.stepsTitle") : t("page.featuresTitle")}>
        <FeatureGrid items={Object.values(features)} />
      </Section>
      {facts.length > 0 ? (
        <Section id="facts" title={t("page.factsTitle")} tone="tinted">
          <FactList facts={facts} inline />
          {specsNote}
        </Section>
      ) : null}
      <div className="print:hidden">
        <Section id="fit" title={t(`${slug}.fit.title`)} lead={t(`${slug}.fit.text`)}>
          <h3 className="text-xl font-semibold text-ink-900">{t("page.relatedTitle")}</h3>
          <div className="mt-6">
            <ProductCards lng={lng} slugs={related} />
          </div>
        </Section>
        <CtaBlock
          id="solution-cta"
          // Custom devices are yet to be made: nothing to see, a measurement to describe.
          title={
            isCustom ? t("page.ctaTitleCustom") : t("page.ctaTitle", { it: products(`${slug}.it`) })
          }
          text={isCustom ? t("page.ctaTextCustom") : t("page.ctaText")}
          primary={{ href: contact, label: isCustom ? t("page.ctaCustom") : t("page.cta") }}
        />
      </div>
      <DatasheetContact lng={lng} name={name} route={route} />
    </>
  );
}
