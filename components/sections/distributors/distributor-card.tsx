import { EnvelopeIcon, GlobeAltIcon, MapPinIcon } from "@heroicons/react/24/outline";
import { ExternalLink } from "@/components/ui/external-link";
import type { Distributor } from "@/lib/distributors";

export interface DistributorLabels {
  website: string;
  address: string;
  email: string;
  newTab: string;
}

export function DistributorCard({
  distributor,
  labels,
}: {
  distributor: Distributor;
  labels: DistributorLabels;
}) {
  const host = new URL(distributor.website).host.replace(/^www\./, "");
  return (
    <article className="h-full rounded-2xl bg-white p-6 ring-1 ring-ink-900/10">
      <h3 className="text-lg font-semibold text-ink-900">{distributor.name}</h3>
      <dl className="mt-4 space-y-3 text-sm text-ink-700">
        <div className="flex gap-3">
          <dt>
            <MapPinIcon aria-hidden="true" className="size-5 text-brand-600" />
            <span className="sr-only">{labels.address}</span>
          </dt>
          <dd>
            <address className="not-italic">
              {distributor.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <GlobeAltIcon aria-hidden="true" className="size-5 text-brand-600" />
            <span className="sr-only">{labels.website}</span>
          </dt>
          <dd>
            <ExternalLink
              href={distributor.website}
              newTabLabel={labels.newTab}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {host}
            </ExternalLink>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <EnvelopeIcon aria-hidden="true" className="size-5 text-brand-600" />
            <span className="sr-only">{labels.email}</span>
          </dt>
          <dd>
            <a
              href={`mailto:${distributor.email}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {distributor.email}
            </a>
          </dd>
        </div>
      </dl>
    </article>
  );
}
