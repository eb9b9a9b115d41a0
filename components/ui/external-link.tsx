import type { ReactNode } from "react";
import type { Language } from "../../lib/i18n/languages.ts";
import { getT } from "../../lib/i18n/server.ts";

export function ExternalLink({
  lng,
  href,
  className,
  children,
}: {
  lng: Language;
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {getT(lng, "common")("newTab")}</span>
      {/* An inline box, not an <svg>, so no line breaks between the link and what follows it. */}
      <span aria-hidden="true" className="external-link-icon" />
    </a>
  );
}
