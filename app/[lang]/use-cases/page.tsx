import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { CtaBlock } from "../../../components/sections/cta-block.tsx";
import { StudyDesigns } from "../../../components/sections/use-cases/study-designs.tsx";
import { productPath, products as catalogue } from "../../../lib/products.ts";
import { localizePath } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/use-cases");

export default async function UseCasesPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "use-cases");
  const products = getT(lng, "products");
  const custom = catalogue().find(({ kind }) => kind === "custom")!.slug;
  return (
    <>
      <CopyPageHero lng={lng} ns="use-cases" />
      <StudyDesigns lng={lng} />
      <CtaBlock
        id="use-cases-cta"
        title={products(`${custom}.name`)}
        text={t("custom.text")}
        primary={{ href: localizePath(productPath(custom), lng), label: t("custom.cta") }}
        secondary={{
          href: requestHref(lng, "other-custom"),
          label: getT(lng, "header")("moreInformation"),
        }}
      />
    </>
  );
}
