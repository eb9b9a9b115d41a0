export function StudySteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-8 lg:grid-cols-3">
      {steps.map(({ title, text }, index) => (
        <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-ink-900/10">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-ink-900">{title}</h3>
          <p className="mt-2 text-ink-600">{text}</p>
        </li>
      ))}
    </ol>
  );
}
