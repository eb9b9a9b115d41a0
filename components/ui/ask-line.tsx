import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";

export function AskLine({
  children,
  small,
  className = "",
}: {
  children: ReactNode;
  small?: boolean;
  className?: string;
}) {
  return (
    <p className={`flex ${small ? "gap-2" : "gap-3"} ${className}`}>
      <ChatBubbleLeftRightIcon
        aria-hidden="true"
        className={`mt-0.5 shrink-0 text-brand-600 ${small ? "size-4" : "size-5"}`}
      />
      <span>{children}</span>
    </p>
  );
}

export function askLink(href: string) {
  return (
    <a
      href={href}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    />
  );
}
