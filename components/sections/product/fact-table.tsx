/**
 * Technical facts as label and value, e.g. "Sensor: 12 MP": as wide as its longest row needs
 * (no empty half beside short facts), a long value wrapping under its label on a phone.
 */
export function FactTable({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className="w-fit max-w-full divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10 lg:max-w-3xl print:ring-ink-900/30">
      {facts.map(({ label, value }) => (
        <div
          key={label}
          className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-4 sm:gap-x-12 print:py-2"
        >
          <dt className="text-ink-600">{label}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums sm:text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
