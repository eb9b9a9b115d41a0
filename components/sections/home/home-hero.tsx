import { StudyFlowIllustration } from "@/components/illustrations";
import { ButtonLink } from "@/components/ui/button-link";

/** What the platform does for skin studies, in one screen, with the two next steps. */
export function HomeHero({
  eyebrow,
  title,
  lead,
  illustrationTitle,
  primary,
  secondary,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  illustrationTitle: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink-900 sm:text-6xl">
            {title}
          </h1>
          <p className="mt-6 text-lg text-ink-600">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href={primary.href}>{primary.label}</ButtonLink>
            <ButtonLink href={secondary.href} variant="secondary">
              {secondary.label}
            </ButtonLink>
          </div>
        </div>
        <StudyFlowIllustration
          title={illustrationTitle}
          className="mx-auto mt-12 aspect-[3/1] h-auto w-full max-w-5xl"
        />
      </div>
    </section>
  );
}
