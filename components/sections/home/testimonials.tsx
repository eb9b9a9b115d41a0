export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Quotes from study teams, each with who said it. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map(({ quote, name, role }) => (
        <li key={name}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-ink-900/10">
            <blockquote className="flex-1 text-ink-700">
              <p>“{quote}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-ink-900">{name}</span>
              <span className="block text-sm text-ink-600">{role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
