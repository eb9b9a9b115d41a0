import { ChartBarIcon } from "@heroicons/react/24/outline";

// A finding in the site's own words, not a quotation: the sentence names the survey.
export function SurveyNote({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="survey-title" className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        <ChartBarIcon aria-hidden="true" className="size-10 text-skin-500" />
        <h2 id="survey-title" className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        <p className="mt-4 text-xl text-ink-700">{text}</p>
      </div>
    </section>
  );
}
