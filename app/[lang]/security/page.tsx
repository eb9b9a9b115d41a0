import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { CtaBlock } from "../../../components/sections/cta-block.tsx";
import { SecurityTopics } from "../../../components/sections/security/security-topics.tsx";
import { certifications } from "../../../lib/content/certifications.ts";
import { compliance } from "../../../lib/content/compliance.ts";
import { getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/security");

export default async function SecurityPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  const t = getT(lng, "security");
  return (
    <>
      <CopyPageHero lng={lng} ns="security" />
      <SecurityTopics lng={lng} compliance={compliance()} certifications={certifications()} />
      <CtaBlock
        id="security-cta"
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{
          href: requestHref(lng, "security-questions"),
          label: t("cta.label"),
        }}
      />
    </>
  );
}
