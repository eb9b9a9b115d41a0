import type { ReactNode } from "react";
import { Trans } from "react-i18next";
import { FactList } from "../../ui/fact-list.tsx";
import { ExternalLink } from "../../ui/external-link.tsx";
import { Section } from "../../ui/section.tsx";
import {
  formatAddress,
  formatShareCapital,
  formatSiren,
  type LegalNotice as Notice,
} from "../../../lib/content/legal.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../../lib/i18n/server.ts";
import { settings, telHref } from "../../../lib/settings.ts";

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

function known(facts: Record<string, ReactNode | null>) {
  return Object.entries(facts).flatMap(([label, value]) =>
    value === null ? [] : [{ label, value }],
  );
}

export function LegalNotice({ lng, notice }: { lng: Language; notice: Notice }) {
  const t = getT(lng, "legal");
  const { publisher, publicationDirector, host } = notice;
  const external = (href: string) => <ExternalLink href={href} lng={lng} className={linkClass} />;
  const phoneLink = (phone: string) => (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );

  const publisherFacts = known({
    [t("publisher.name")]: settings.companyName,
    [t("publisher.legalForm")]: publisher.legalForm,
    [t("publisher.shareCapital")]:
      publisher.shareCapital === null ? null : formatShareCapital(publisher.shareCapital, lng),
    [t("publisher.registeredOffice")]:
      publisher.registeredOffice && formatAddress(publisher.registeredOffice, lng),
    [t("publisher.registration")]:
      publisher.registration &&
      t("publisher.registrationValue", {
        court: publisher.registration.court,
        siren: formatSiren(publisher.registration.siren),
      }),
    [t("publisher.vatNumber")]: publisher.vatNumber,
    [t("publisher.director")]: publicationDirector,
    [t("publisher.phone")]: phoneLink(settings.phone),
    [t("publisher.email")]: (
      <a href={`mailto:${settings.email}`} className={linkClass}>
        {settings.email}
      </a>
    ),
  });
  const hostFacts = known({
    [t("host.name")]: host.name,
    [t("host.address")]: host.address && formatAddress(host.address, lng),
    [t("host.phone")]: host.phone && phoneLink(host.phone),
  });

  return (
    <>
      <Section id="publisher" title={t("publisher.title")} tone="tinted">
        <div className="max-w-3xl">
          <FactList facts={publisherFacts} />
        </div>
      </Section>
      {hostFacts.length > 0 ? (
        <Section id="host" title={t("host.title")}>
          <div className="max-w-3xl">
            <FactList facts={hostFacts} />
          </div>
        </Section>
      ) : null}
      <Section
        id="privacy"
        title={t("privacy.title")}
        tone={hostFacts.length > 0 ? "tinted" : "white"}
      >
        <p className="max-w-3xl text-lg text-ink-700">
          <Trans
            i18n={getI18n(lng)}
            t={t}
            ns="legal"
            i18nKey="privacy.text"
            components={{
              privacy: external(settings.links.privacy),
              terms: external(settings.links.terms),
            }}
          />
        </p>
      </Section>
    </>
  );
}
