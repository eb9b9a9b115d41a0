import type { ReactNode } from "react";

type Fact = { label: string; value: ReactNode };

const layouts = {
  stacked: ["", "", "font-semibold text-ink-900", "mt-1 break-words"],
  inline: [
    "w-fit max-w-full lg:max-w-3xl print:ring-ink-900/30",
    "flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 sm:gap-x-12 print:py-2",
    "text-ink-600",
    "font-semibold tabular-nums sm:text-lg",
  ],
};

export function FactList({ facts, inline = false }: { facts: readonly Fact[]; inline?: boolean }) {
  const [list, row, term, detail] = layouts[inline ? "inline" : "stacked"];
  return (
    <dl
      className={`divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10 ${list}`}
    >
      {facts.map(({ label, value }) => (
        <div key={label} className={`px-5 py-4 ${row}`}>
          <dt className={term}>{label}</dt>
          <dd className={`text-ink-900 ${detail}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
