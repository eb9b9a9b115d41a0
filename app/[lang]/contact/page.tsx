import { CopyPageHero } from "../../../components/sections/copy-page.tsx";
import { ContactSection } from "../../../components/sections/contact-section.tsx";
import { languageOf, routeMetadata, type LanguageParams } from "../../../lib/route-metadata.ts";

export const generateMetadata = routeMetadata("/contact");

export default async function ContactPage({ params }: LanguageParams) {
  const lng = await languageOf(params);
  return (
    <>
      <CopyPageHero lng={lng} ns="contact" />
      <ContactSection lng={lng} />
    </>
  );
}
