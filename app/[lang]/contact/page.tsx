import { CopyPageHero } from "@/components/sections/copy-page";
import { ContactSection } from "@/components/sections/contact-section";
import { NewsletterCta } from "@/components/sections/newsletter-cta";
import { languageOf, metadataFromCopy } from "@/lib/page";

type PageProps = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: PageProps) {
  return metadataFromCopy(await languageOf(params), "/contact", "contact");
}

export default async function ContactPage({ params }: PageProps) {
  const lng = await languageOf(params);
  return (
    <>
      <CopyPageHero lng={lng} ns="contact" />
      <ContactSection lng={lng} />
      <NewsletterCta lng={lng} />
    </>
  );
}
