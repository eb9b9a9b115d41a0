import { ArrowTopRightOnSquareIcon } from "@heroicons/react/20/solid";
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
      <ArrowTopRightOnSquareIcon
        aria-hidden="true"
        className="ml-1 inline size-3.5 align-[-0.125em] opacity-70"
      />
    </a>
  );
}
