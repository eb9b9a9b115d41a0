import { CopyPageHero } from "@/components/sections/copy-page";
import { solutionPath, solutionSlugs, type SolutionSlug } from "@/lib/catalogue";
import { languageOf, metadataFromCopy } from "@/lib/page";

type Props = { params: Promise<{ lang: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return solutionSlugs.map((slug) => ({ slug }));
}

async function solutionOf(params: Props["params"]): Promise<SolutionSlug> {
  const { slug } = await params;
  return slug as SolutionSlug; // generateStaticParams and dynamicParams = false guarantee it
}

export async function generateMetadata({ params }: Props) {
  const slug = await solutionOf(params);
  return metadataFromCopy(await languageOf(params), solutionPath(slug), "solutions", {
    prefix: slug,
  });
}

export default async function SolutionPage({ params }: Props) {
  return (
    <CopyPageHero lng={await languageOf(params)} ns="solutions" prefix={await solutionOf(params)} />
  );
}
