// Left-aligned: a centred row painted half-parsed would move its first chips as the next arrive.
export function ChipNav({
  label,
  links,
  className,
}: {
  label: string;
  links: readonly { href: string; text: string }[];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
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
