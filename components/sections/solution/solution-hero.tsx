import { illustrations } from "@/components/illustrations";
import { ButtonLink } from "@/components/ui/button-link";
import type { SolutionSlug } from "@/lib/catalogue";

/** The product's promise beside its illustration, with the two ways forward. */
export function SolutionHero({
  slug,
  name,
  title,
  lead,
  illustrationTitle,
  primary,
  secondary,
}: {
  slug: SolutionSlug;
  name: string;
  title: string;
  lead: string;
  illustrationTitle: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
}) {
  const Illustration = illustrations[slug];
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{name}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-900 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-6 text-lg text-ink-600">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
        <Illustration title={illustrationTitle} className="aspect-[4/3] h-auto w-full" />
      </div>
    </section>
  );
}
