import { useId } from "react";
import type { Language } from "@/lib/i18n/languages";

/** The flag of a language, drawn for the site. Decorative: the label says the language. */
export function Flag({ lng, className }: { lng: Language; className?: string }) {
  // A page shows the flag more than once (the switcher's button and its menu): one id each.
  const clip = useId();
  return lng === "fr" ? (
    <svg viewBox="0 0 3 2" aria-hidden="true" focusable="false" className={className}>
      <rect width="1" height="2" fill="#002395" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ed2939" />
    </svg>
  ) : (
    <svg viewBox="0 0 60 40" aria-hidden="true" focusable="false" className={className}>
      <clipPath id={clip}>
        <path d="M0 0h60v40H0z" />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        <path d="M0 0h60v40H0z" fill="#012169" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}
