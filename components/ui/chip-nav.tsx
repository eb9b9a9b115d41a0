/** Links to the parts of a page, as a row of chips: the security topics, the study designs… */
export function ChipNav({
  label,
  links,
  className,
  centered = false,
}: {
  label: string;
  links: readonly { href: string; text: string }[];
  className?: string;
  centered?: boolean;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={`flex flex-wrap gap-2 ${centered ? "justify-center" : ""}`}>
        {links.map(({ href, text }) => (
          <li key={href}>
            <a
              href={href}
              className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
