/** Technical facts as label and value, e.g. "Sensor: 12 MP". */
export function FactTable({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
      {facts.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-6 px-5 py-4">
          <dt className="text-ink-600">{label}</dt>
          <dd className="text-lg font-semibold text-ink-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
