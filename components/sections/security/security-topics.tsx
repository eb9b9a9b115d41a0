import { DocumentTextIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";
import { Certificate } from "../../layout/trust-marks.tsx";
import { buttonStyles } from "../../ui/button-link.tsx";
import { ChipNav } from "../../ui/chip-nav.tsx";
import { ExternalLink } from "../../ui/external-link.tsx";
import { FactList } from "../../ui/fact-list.tsx";
import { shownCertifications, type Certification } from "../../../lib/content/certifications.ts";
import { backupPolicy, supportHours, type Compliance } from "../../../lib/content/compliance.ts";
import {
  capitalise,
  countryName,
  formatClockTime,
  formatDays,
  formatList,
  languageName,
  timeZoneName,
} from "../../../lib/format.ts";
import type { Language } from "../../../lib/i18n/languages.ts";
import { getI18n, getT } from "../../../lib/i18n/server.ts";
import { requestHref } from "../../../lib/request-pages.ts";
import {
  securityRequestLines,
  type PointKey,
  type RequestTopic,
} from "../../../lib/security-requests.ts";
import { settings, telHref } from "../../../lib/settings.ts";

interface Topic {
  key: RequestTopic | "website" | "onRequest";
  id?: string;
  body?: ReactNode;
  leadStandsAlone?: boolean;
}

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

type Point = { label: string; value: ReactNode };

const isStated = (value: ReactNode) => value !== null && value !== undefined;

function points(list: readonly Point[]): Pick<Topic, "body"> {
  const facts = list.filter(({ value }) => isStated(value));
  return { body: facts.length > 0 ? <FactList facts={facts} /> : undefined };
}

export function SecurityTopics({
  lng,
  compliance,
  certifications,
}: {
  lng: Language;
  compliance: Compliance;
  certifications: readonly Certification[];
}) {
  const t = getT(lng, "security");
  const { hosting, gdpr, regulatedStudies, exports, support, website } = compliance;
  const list = (items: readonly string[] | null) => items && formatList(items, lng);
  const external = (href: string | null, label: string) =>
    href && (
      <ExternalLink href={href} lng={lng} className={linkClass}>
        {label}
      </ExternalLink>
    );

  const point = (key: PointKey, value: ReactNode): Point => ({ label: t(`${key}.label`), value });
  const backups = backupPolicy(hosting);
  const hours = supportHours(support);
  const shown = shownCertifications(certifications);

  const topics: Topic[] = [
    {
      key: "hosting",
      ...points([
        point("hosting.provider", hosting.provider),
        point(
          "hosting.countries",
          list(hosting.countries?.map((code) => countryName(code, lng)) ?? null),
        ),
        point("hosting.encryptionInTransit", hosting.encryptionInTransit),
        point("hosting.encryptionAtRest", hosting.encryptionAtRest),
        point(
          "hosting.backups",
          backups &&
            t("hosting.backups.value", {
              frequency: t(`hosting.backups.frequency.${backups.frequency}`),
              retention: formatDays(backups.retentionDays, lng),
            }),
        ),
      ]),
    },
    {
      key: "gdpr",
      leadStandsAlone: true,
      ...points(
        (["dataProcessingAgreement", "subProcessors"] as const).map((key) =>
          point(`gdpr.${key}`, external(gdpr[key], t(`gdpr.${key}.link`))),
        ),
      ),
    },
    {
      key: "regulatedStudies",
      id: "regulated-studies",
      leadStandsAlone: true,
      ...points(
        (["auditTrail", "electronicSignatures", "validationDocumentation"] as const).map((key) => {
          const offered = regulatedStudies[key];
          return point(
            `regulatedStudies.${key}`,
            offered === null ? null : t(`regulatedStudies.${key}.${offered ? "yes" : "no"}`),
          );
        }),
      ),
    },
    {
      key: "certifications",
      ...(shown.length > 0
        ? {
            body: (
              <ul className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
                {shown.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-col items-start gap-3 px-5 py-4 text-brand-700 sm:flex-row sm:gap-4"
                  >
                    <Certificate lng={lng} entry={entry} textClassName="text-ink-700" />
                  </li>
                ))}
              </ul>
            ),
          }
        : {}),
    },
    {
      key: "exports",
      ...points(
        (["dataFormats", "imageFormats", "integrations"] as const).map((key) =>
          point(`exports.${key}`, list(exports[key])),
        ),
      ),
    },
    {
      key: "support",
      ...points([
        {
          label: t("support.channels.label"),
          value: (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {[
                [requestHref(lng, "support"), t("support.channels.form")],
                [`mailto:${settings.email}`, settings.email],
                [telHref(settings.phone), settings.phone],
              ].map(([href, text]) => (
                <li key={href}>
                  <a href={href} className={linkClass}>
                    {text}
                  </a>
                </li>
              ))}
            </ul>
          ),
        },
        {
          label: t("support.documentation.label"),
          value: external(settings.links.documentation, t("support.documentation.link")),
        },
        point(
          "support.hours",
          hours &&
            t("support.hours.value", {
              days: t(`support.hours.days.${hours.days}`),
              opens: formatClockTime(hours.opens, lng),
              closes: formatClockTime(hours.closes, lng),
              zone: timeZoneName(hours.timeZone, lng),
            }),
        ),
        point(
          "support.languages",
          support.languages &&
            capitalise(list(support.languages.map((code) => languageName(code, lng)))!, lng),
        ),
      ]),
    },
    {
      key: "website",
      body: (
        <FactList
          facts={[
            // Stated only as guarantees: the privacy policy lists what the site sets or loads.
            ...(["setsCookies", "requestsOtherSites"] as const)
              .filter((key) => !website[key])
              .map((key) => ({
                label: t(`website.${key}.label`),
                value: t(`website.${key}.none`),
              })),
            {
              label: t("website.privacy.label"),
              value: external(settings.links.privacy, t("website.privacy.link")),
            },
          ]}
        />
      ),
    },
  ];

  const requests = securityRequestLines(getI18n(lng), lng, compliance, certifications);
  topics.push({
    key: "onRequest",
    id: "on-request",
    body: requests.length > 0 && (
      <>
        <ul className="divide-y divide-ink-900/10 rounded-2xl bg-white ring-1 ring-ink-900/10">
          {requests.map((item) => (
            <li key={item} className="flex gap-3 px-5 py-3 text-ink-700">
              <DocumentTextIcon
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600"
              />
              <span className="break-words">{item}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <a href={requestHref(lng, "security-documents")} className={buttonStyles("primary")}>
            {t("onRequest.cta")}
          </a>
        </p>
      </>
    ),
  });
  const sections = topics
    .filter(({ body, leadStandsAlone }) => body || leadStandsAlone)
    .map(({ key, id = key, body }) => ({
      id,
      title: t(`${key}.title`),
      lead: t(`${key}.lead`),
      body,
    }));

  return (
    <>
      <ChipNav
        label={t("contents")}
        links={sections.map(({ id, title }) => ({ href: `#${id}-title`, text: title }))}
        className="mx-auto max-w-7xl px-4 pb-12 sm:px-6"
      />
      {sections.map(({ id, title, lead, body }, i) => (
        <section
          key={id}
          aria-labelledby={`${id}-title`}
          className={i % 2 === 0 ? "bg-brand-50" : "bg-white"}
        >
          <div
            className={`mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-16 sm:px-6 sm:py-20 ${body ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : ""}`}
          >
            <div className={body ? undefined : "max-w-3xl"}>
              <h2
                id={`${id}-title`}
                className="text-3xl font-bold tracking-tight text-balance text-ink-900"
              >
                {title}
              </h2>
              <p className="mt-4 text-lg text-ink-600">{lead}</p>
            </div>
            {body ? <div>{body}</div> : null}
          </div>
        </section>
      ))}
    </>
  );
}
