export function FeatureGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <dl className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
      {items.map(({ title, text }) => (
        <div key={title} className="border-l-2 border-brand-200 pl-5">
          <dt className="text-lg font-semibold text-ink-900">{title}</dt>
          <dd className="mt-2 text-ink-600">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
