import { CopyPageHero } from "../../../../../components/sections/copy-page.tsx";
import { ContactSection } from "../../../../../components/sections/contact-section.tsx";
import { getT } from "../../../../../lib/i18n/server.ts";
import {
  isRequestId,
  requestHref,
  requestIds,
  type RequestId,
} from "../../../../../lib/request-pages.ts";
import { languageOf, unlistedMetadata } from "../../../../../lib/route-metadata.ts";

type Props = { params: Promise<{ lang: string; request: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return requestIds().map((request) => ({ request }));
}

async function requestOf(params: Props["params"]): Promise<RequestId> {
  const { request } = await params;
  if (!isRequestId(request)) throw new Error(`No request "${request}" (lib/request-pages.ts)`);
  return request;
}

export async function generateMetadata({ params }: Props) {
  const lng = await languageOf(params);
  const t = getT(lng, "contact");
  return unlistedMetadata(lng, requestHref("en", await requestOf(params)), {
    title: t("meta.title"),
    description: t("meta.description"),
  });
}

export default async function ContactRequestPage({ params }: Props) {
  const lng = await languageOf(params);
  return (
    <>
      <CopyPageHero lng={lng} ns="contact" />
      <ContactSection lng={lng} request={await requestOf(params)} />
    </>
  );
}
