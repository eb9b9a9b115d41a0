import { ButtonLink } from "../ui/button-link.tsx";

export type HeroAction = { href: string; label: string };

export interface HeroTextProps {
  eyebrow: string;
  title: string;
  lead: string;
  primary: HeroAction;
  secondary: HeroAction;
  centered?: boolean;
}

export function HeroText({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
  centered = false,
}: HeroTextProps) {
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : undefined}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1
        className={`mt-3 text-4xl font-bold tracking-tight text-balance text-ink-900 ${centered ? "sm:text-6xl" : "sm:text-5xl"}`}
      >
        {title}
      </h1>
      <p className="mt-6 text-lg text-ink-600">{lead}</p>
      {/* Stacked on a phone, either side of the middle from sm up, never centred as one row:
          painted half-parsed, it would move its first button when the second arrives. */}
      <div
        className={`mt-8 gap-3 print:hidden ${centered ? "flex flex-col items-center sm:grid sm:grid-cols-2" : "flex flex-wrap"}`}
      >
        <ButtonLink href={primary.href} className={centered ? "sm:justify-self-end" : undefined}>
          {primary.label}
        </ButtonLink>
        <ButtonLink
          href={secondary.href}
          variant="secondary"
          className={centered ? "sm:justify-self-start" : undefined}
        >
          {secondary.label}
        </ButtonLink>
      </div>
    </div>
  );
}
