import type { ReactNode } from "react";
import { IntentLink } from "./intent-link.tsx";

const styles = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "bg-white text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50",
  light: "bg-white text-brand-900 hover:bg-brand-50",
} as const;

export function buttonStyles(variant: keyof typeof styles = "primary"): string {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-sm font-semibold ${styles[variant]}`;
}

export function ButtonLink({
  href,
  variant = "primary",
  className,
  children,
}: {
  href: string;
  variant?: keyof typeof styles;
  className?: string;
  children: ReactNode;
}) {
  return (
    <IntentLink
      href={href}
      className={`${buttonStyles(variant)}${className ? ` ${className}` : ""}`}
    >
      {children}
    </IntentLink>
  );
}
