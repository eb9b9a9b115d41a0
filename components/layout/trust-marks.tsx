import { Trans } from "react-i18next";
import { TrustBadge } from "../icons/trust-badge.tsx";
import { ExternalLink } from "../ui/external-link.tsx";
import {
  shownCertifications,
  type Certification,
  type ShownCertification,
} from "../../lib/content/certifications.ts";
import { entryCopy } from "../../lib/content/entry-copy.ts";
import { partnersCollection, type Partner } from "../../lib/content/partners.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../lib/i18n/server.ts";
import { requestHref } from "../../lib/request-pages.ts";
import { settings } from "../../lib/settings.ts";

export function TrustMarks({
  lng,
  certifications,
  partners,
}: {
  lng: Language;
  certifications: readonly Certification[];
  partners: readonly Partner[];
}) {
  const shown = shownCertifications(certifications);
  const t = getT(lng, "footer");
  const descriptions = t("trust.partners", { returnObjects: true });
  const title =
    shown.length > 0
      ? partners.length > 0
        ? t("trust.titles.certificationsAndPartners")
        : t("trust.titles.certifications")
      : partners.length > 0
        ? t("trust.titles.partners")
        : t("trust.titles.dataProtection");
  return (
    <section aria-labelledby="trust-title" className="mt-12 border-t border-white/10 pt-8">
      <h2 id="trust-title" className="text-sm font-semibold text-white">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-xs text-brand-100">
        <Trans
          i18n={getI18n(lng)}
          t={t}
          ns="footer"
          i18nKey="trust.dataProtection"
          components={{
            ask: (
              <a
                href={requestHref(lng, "data-protection")}
                className="underline underline-offset-2 hover:text-white"
              />
            ),
          }}
        />
      </p>
      {shown.length > 0 || partners.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-3 text-brand-100">
          {shown.map((entry) => (
            <li key={entry.id} className="flex max-w-md items-start gap-3">
              <Certificate lng={lng} entry={entry} />
            </li>
          ))}
          {partners.map(({ id, name }) => (
            <li key={id}>
              <TrustBadge
                kind="partner"
                mark={name}
                label={t("trust.partner", {
                  name,
                  description: entryCopy(descriptions, partnersCollection, lng, id),
                })}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function Certificate({
  lng,
  entry,
  textClassName = "text-xs",
}: {
  lng: Language;
  entry: ShownCertification;
  textClassName?: string;
}) {
  const t = getT(lng, "footer");
  return (
    <>
      <TrustBadge kind="certification" mark={entry.standard} />
      <p className={textClassName}>
        {t("trust.certificate", {
          standard: entry.standard,
          holder:
            entry.holder === "company"
              ? settings.companyName
              : t("trust.hostingProvider", { name: entry.hostingProvider }),
          number: entry.certificateNumber,
          certifier: entry.certifier,
          scope: entry.scope,
        })}
        {entry.link ? (
          <>
            {" "}
            <ExternalLink href={entry.link} lng={lng} className="underline">
              {t("trust.certificateLink", { number: entry.certificateNumber })}
            </ExternalLink>
          </>
        ) : null}
      </p>
    </>
  );
}
