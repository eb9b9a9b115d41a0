import { ContactOutcome } from "../../../../components/sections/contact/contact-outcome.tsx";
import { contactPageOf, contactPages, contactSlugs } from "../../../../lib/contact-pages.ts";
import { getT } from "../../../../lib/i18n/server.ts";
import { languageOf, unlistedMetadata } from "../../../../lib/route-metadata.ts";

// The API redirects a contact form posted without JavaScript here (303).
type Props = { params: Promise<{ lang: string; outcome: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return contactSlugs.map((outcome) => ({ outcome }));
}

export async function generateMetadata({ params }: Props) {
  const lng = await languageOf(params);
  const page = contactPageOf((await params).outcome);
  const t = getT(lng, "contact");
  return unlistedMetadata(lng, contactPages[page], {
    title: t(`outcomes.${page}.meta.title`),
    description: t(`outcomes.${page}.meta.description`),
  });
}

export default async function ContactOutcomePage({ params }: Props) {
  const lng = await languageOf(params);
  return <ContactOutcome lng={lng} page={contactPageOf((await params).outcome)} />;
}
