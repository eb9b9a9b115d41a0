import { NewsletterOutcome } from "../../../../components/sections/newsletter/newsletter-outcome.tsx";
import { UnsubscribeSection } from "../../../../components/sections/newsletter/unsubscribe-section.tsx";
import { getT } from "../../../../lib/i18n/server.ts";
import {
  newsletterPageOf,
  newsletterPages,
  newsletterSlugs,
} from "../../../../lib/newsletter-pages.ts";
import { languageOf, unlistedMetadata } from "../../../../lib/route-metadata.ts";

// The API redirects the newsletter's e-mail links here (303).
type Props = { params: Promise<{ lang: string; outcome: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return newsletterSlugs.map((outcome) => ({ outcome }));
}

export async function generateMetadata({ params }: Props) {
  const lng = await languageOf(params);
  const page = newsletterPageOf((await params).outcome);
  const t = getT(lng, "newsletter");
  return unlistedMetadata(lng, newsletterPages[page], {
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
  });
}

export default async function NewsletterPage({ params }: Props) {
  const lng = await languageOf(params);
  const page = newsletterPageOf((await params).outcome);
  if (page !== "unsubscribe") return <NewsletterOutcome lng={lng} page={page} />;
  return <UnsubscribeSection lng={lng} />;
}
