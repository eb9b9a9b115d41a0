import type { ReactNode } from "react";
import { AskText } from "@/components/ui/ask-text";

/** What the page says on one point: a fact the company stated, or the question to ask it. */
export type Answer = { stated: ReactNode } | { ask: string };

export interface Fact {
  label: string;
  answer: Answer;
}

/** One topic's points, each its label and its answer, stated or to ask. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
      {facts.map(({ label, answer }) => (
        <div key={label} className="px-5 py-4">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="mt-1 break-words">
            {"ask" in answer ? (
              <AskText>{answer.ask}</AskText>
            ) : (
              <div className="text-ink-900">{answer.stated}</div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
