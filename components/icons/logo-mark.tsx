export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand-600)" />
      <g fill="none" strokeWidth="2.2" strokeLinecap="round">
        <path d="M6 12.5c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0" stroke="#fff" />
        <path d="M6 18c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0" stroke="var(--color-skin-100)" />
        <path d="M6 23.5c3.3-2.6 6.7-2.6 10 0s6.7 2.6 10 0" stroke="var(--color-skin-300)" />
      </g>
    </svg>
  );
}
