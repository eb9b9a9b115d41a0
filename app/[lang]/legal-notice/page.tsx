import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { LegalNotice } from "../../../components/sections/legal/legal-notice.tsx";
import { legalNotice } from "../../../lib/content/legal.ts";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

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
