import { CopyPageHero } from "@/components/sections/copy-page";
import { CtaBlock } from "@/components/sections/cta-block";
import { StudyMatrix, type StudyRow } from "@/components/sections/use-cases/study-matrix";
import { customSlug, productSlugs, solutionPath } from "@/lib/catalogue";
import { localizePath } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { contactHref } from "@/lib/links";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/page";
import { studyTypes } from "@/lib/use-cases";

export const generateMetadata = routeMetadata("/use-cases");

export default async function UseCasesPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "use-cases");
  const products = getT(lng, "products");
  const rows: StudyRow[] = studyTypes.map((id) => ({
    id,
    name: t(`studies.${id}.name`),
    text: t(`studies.${id}.text`),
    uses: t(`studies.${id}.uses`, { returnObjects: true }),
  }));
  return (
    <>
      <CopyPageHero lng={lng} ns="use-cases" />
      <section
        aria-labelledby="study-matrix-title"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6"
      >
        {/* The study cards below md are h3s: this heading comes between them and the h1. */}
        <h2 id="study-matrix-title" className="sr-only">
          {t("table.caption")}
        </h2>
        <StudyMatrix
          rows={rows}
          products={productSlugs.map((slug) => ({ slug, name: products(`${slug}.name`) }))}
          labels={{
            caption: t("table.caption"),
            study: t("table.study"),
            notUsed: t("table.notUsed"),
          }}
        />
      </section>
      <CtaBlock
        id="use-cases-cta"
        title={products("custom.name")}
        text={t("custom.text")}
        primary={{ href: localizePath(solutionPath(customSlug), lng), label: t("custom.cta") }}
        secondary={{
          href: contactHref(lng, { topic: "other", product: customSlug }),
          label: getT(lng, "header")("moreInformation"),
        }}
      />
    </>
  );
}
