import type { ReactNode } from "react";

/** Points as label and value: a topic's stated facts, the legal notice's. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
      {facts.map(({ label, value }) => (
        <div key={label} className="px-5 py-4">
          <dt className="font-semibold text-ink-900">{label}</dt>
          <dd className="mt-1 break-words">
            <div className="text-ink-900">{value}</div>
          </dd>
        </div>
      ))}
    </dl>
  );
}
