import { CheckCircleIcon } from "@heroicons/react/24/outline";

export function MeasureList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-ink-900/5">
          <CheckCircleIcon aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
          <span className="text-ink-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}
