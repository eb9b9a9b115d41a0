import { EnvelopeIcon, GlobeAltIcon, MapPinIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";
import { ExternalLink } from "../../ui/external-link.tsx";
import type { Distributor } from "../../../lib/content/distributors.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getT } from "../../../lib/i18n/server.ts";

const linkClass = "text-brand-700 underline-offset-2 hover:underline";

function Line({
  Icon,
  label,
  children,
}: {
  Icon: typeof MapPinIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt>
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function DistributorCard({ lng, distributor }: { lng: Language; distributor: Distributor }) {
  const t = getT(lng, "distributors");
  const host = new URL(distributor.website).host.replace(/^www\./, "");
  return (
    <article>
      <h3 className="font-semibold text-ink-900">{distributor.name}</h3>
      <dl className="mt-2 space-y-1.5 text-sm text-ink-700">
        <Line Icon={MapPinIcon} label={t("address")}>
          <address className="not-italic">
            {distributor.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Line>
        <Line Icon={GlobeAltIcon} label={t("website")}>
          <ExternalLink href={distributor.website} lng={lng} className={linkClass}>
            {host}
          </ExternalLink>
        </Line>
        <Line Icon={EnvelopeIcon} label={t("email")}>
          <a href={`mailto:${distributor.email}`} className={linkClass}>
            {distributor.email}
          </a>
        </Line>
      </dl>
    </article>
  );
}
