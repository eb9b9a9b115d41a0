export interface TimelineVisit {
  day: number;
  short: string;
  long: string;
  role: string;
  measures: readonly { device: string; name: string; what: string }[];
}

export function VisitTimeline({
  label,
  visits,
}: {
  label: string;
  visits: readonly TimelineVisit[];
}) {
  return (
    <ol
      aria-label={label}
      className="ms-6 border-s-2 border-brand-200 lg:ms-0 lg:mt-3 lg:grid lg:auto-cols-fr lg:grid-flow-col lg:border-s-0 lg:border-t-2"
    >
      {visits.map((visit) => (
        <li
          key={visit.day}
          className="relative ps-9 pb-6 last:pb-0 lg:ps-0 lg:pe-4 lg:pt-6 lg:pb-0"
        >
          <p className="absolute -start-[1.5625rem] top-0 w-12 rounded-full bg-brand-700 py-0.5 text-center text-sm font-semibold text-white lg:start-0 lg:-top-[0.8125rem]">
            <span aria-hidden="true">{visit.short}</span>
            <span className="sr-only">{visit.long}</span>
          </p>
          <p className="text-sm text-ink-600">{visit.role}</p>
          <dl className="mt-2 space-y-1.5 text-sm">
            {visit.measures.map(({ device, name, what }) => (
              <div key={device} className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-brand-800">{name}</dt>
                <dd className="text-ink-700">{what}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
