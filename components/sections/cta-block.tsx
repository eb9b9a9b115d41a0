import { ButtonLink } from "../ui/button-link.tsx";
import type { HeroAction as Action } from "./hero-text.tsx";

export function CtaBlock({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={primary.href} variant="light">
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <a
              href={secondary.href}
              className="inline-flex items-center rounded-full px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/40 ring-inset hover:bg-white/10"
            >
              {secondary.label}
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
