import { CopyPageHero } from "@/components/sections/copy-page";
import { ContactSection } from "@/components/sections/contact-section";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/route-metadata";

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
