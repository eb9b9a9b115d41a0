import { NotFound } from "../../../components/sections/not-found.tsx";
import { getT } from "../../../lib/i18n/server.ts";
import { languageOf, unlistedMetadata } from "../../../lib/route-metadata.ts";

// The server answers every unknown path with this page and a 404 status.
type Props = { params: Promise<{ lang: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ missing: ["404"] }];
}

export async function generateMetadata({ params }: Props) {
  const lng = await languageOf(params);
  const t = getT(lng, "not-found");
  return unlistedMetadata(lng, "/404", {
    title: t("meta.title"),
    description: t("meta.description"),
  });
}

export default async function NotFoundPage({ params }: Props) {
  return <NotFound lng={await languageOf(params)} />;
}
