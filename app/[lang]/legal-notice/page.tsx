import { CopyPageHero } from "@/components/sections/copy-page";
import { LegalNotice } from "@/components/sections/legal/legal-notice";
import { legalNotice } from "@/lib/content/legal";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";

export const generateMetadata = routeMetadata("/legal-notice");

export default async function LegalNoticePage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  return (
    <>
      <CopyPageHero lng={lng} ns="legal" />
      <LegalNotice lng={lng} notice={legalNotice()} />
    </>
  );
}
