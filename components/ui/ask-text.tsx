import { ChatBubbleLeftRightIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";

/**
 * An invitation to ask, marked by a speech-bubble icon beside the words that say it all: the
 * security page's points not yet confirmed, the product pages' specifications notes.
 */
export function AskText({
  className = "flex gap-3 text-ink-700",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <ChatBubbleLeftRightIcon
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-brand-600"
      />
      <span>{children}</span>
    </p>
  );
}
