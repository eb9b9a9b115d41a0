import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";

/**
 * A sentence that asks for what a page cannot state yet, marked by a speech bubble: its words
 * are a `<Trans>` whose `<ask>` element is `askLink(href)`.
 */
export function AskLine({
  children,
  small,
  className = "",
}: {
  children: ReactNode;
  /** In a paragraph of small print (the price list's notes). */
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

/** The `<ask>` element of an ask line's words: where the question is answered. */
export function askLink(href: string) {
  return (
    <a
      href={href}
      className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    />
  );
}
