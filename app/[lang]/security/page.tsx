import { CopyPageHero } from "@/components/sections/copy-page";
import { CtaBlock } from "@/components/sections/cta-block";
import { SecurityTopics } from "@/components/sections/security/security-topics";
import { certifications } from "@/lib/content/certifications";
import { compliance } from "@/lib/content/compliance";
import { getT } from "@/lib/i18n/server";
import { requestHref } from "@/lib/request-pages";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";

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
