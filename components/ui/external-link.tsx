import type { ReactNode } from "react";

/** A link to another site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  newTabLabel: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTabLabel}</span>
      {/* An inline box, not an <svg>, so no line breaks between the link and what follows it. */}
      <span aria-hidden="true" className="external-link-icon" />
    </a>
  );
}
