import { CopyPageHero } from "@/components/sections/copy-page";
import { ContactSection } from "@/components/sections/contact-section";
import { languageOf, routeMetadata, type LanguageParams } from "@/lib/page";

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
