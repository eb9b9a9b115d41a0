import { ChartBarIcon } from "@heroicons/react/24/outline";

/** The consumer survey the marketing copy cites, with its source. */
export function SurveyNote({
  title,
  text,
  source,
}: {
  title: string;
  text: string;
  source: string;
}) {
  return (
    <section aria-labelledby="survey-title" className="bg-white">
      <figure className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <ChartBarIcon aria-hidden="true" className="size-10 text-skin-500" />
        <h2 id="survey-title" className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        <blockquote className="mt-4 text-xl text-ink-700">
          <p>{text}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm text-ink-600">{source}</figcaption>
      </figure>
    </section>
  );
}
