import type { ReactNode } from "react";
import { Certificate } from "@/components/layout/trust-marks";
import { ExternalLink } from "@/components/ui/external-link";
import { shownCertifications, type Certification } from "@/lib/content/certifications";
import { backupPolicy, supportHours, type Compliance } from "@/lib/content/compliance";
import {
  capitalise,
  countryName,
  formatClockTime,
  formatDays,
  formatList,
  languageName,
  timeZoneName,
} from "@/lib/format";
import type { Language } from "@/lib/i18n/languages";
import { getT } from "@/lib/i18n/server";
import { contactHref } from "@/lib/links";
import { settings, telHref } from "@/lib/settings";
import { FactList, type Fact } from "./fact-list";
import { OnRequest, onRequestId } from "./on-request";

type RequestTopic =
  "hosting" | "gdpr" | "regulatedStudies" | "certifications" | "exports" | "support";

interface Topic {
  /** Its anchor on the page. */
  id: string;
  /** Its name in the on-request list. */
  requestTopic?: RequestTopic;
  title: string;
  lead: string;
  /** What the topic states: its facts, or certificates; none, and the lead stands alone. */
  body?: ReactNode;
  /** Whether the lead says something worth a section without any fact (GDPR roles, Part 11). */
  leadStandsAlone?: boolean;
  /** The topic's points the company sends on request, in the words of the on-request list. */
  requests: string[];
}

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** A point of a topic: stated when the company filled it in, else sent on request. */
interface Point {
  label: string;
  value: ReactNode;
  /** What the on-request list asks for while it is not filled in; none for what always is. */
  request?: string;
}

const isStated = (value: ReactNode) => value !== null && value !== undefined;

/** The topic's stated facts as a list (none: no list), and the points to request. */
function points(list: readonly Point[]): Pick<Topic, "body" | "requests"> {
  const facts = list.filter(({ value }) => isStated(value));
  return {
    body:
      facts.length > 0 ? (
        <FactList facts={facts.map(({ label, value }) => ({ label, answer: { stated: value } }))} />
      ) : undefined,
    requests: list.flatMap(({ value, request }) => (!isStated(value) && request ? [request] : [])),
  };
}

/**
 * The security and compliance page's topics, from content/compliance.json and the filled-in
 * certificates: each topic states the facts the company filled in; every point not filled in
 * goes to one list of what the company sends on request, one line a topic, with one button that
 * writes the list into the contact form. A topic with no fact and nothing general to say is
 * left out until the company fills one in.
 */
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
  const newTab = getT(lng, "common")("newTab");
  const { hosting, gdpr, regulatedStudies, exports, support, website } = compliance;
  const list = (items: readonly string[] | null) => items && formatList(items, lng);
  const external = (href: string | null, label: string) =>
    href && (
      <ExternalLink href={href} newTabLabel={newTab} className={linkClass}>
        {label}
      </ExternalLink>
    );

  const hostingPoint = (
    key: "provider" | "countries" | "encryptionInTransit" | "encryptionAtRest" | "backups",
    value: ReactNode,
  ): Point => ({ label: t(`hosting.${key}.label`), value, request: t(`hosting.${key}.request`) });
  const backups = backupPolicy(hosting);

  const gdprPoint = (key: "dataProcessingAgreement" | "subProcessors"): Point => ({
    label: t(`gdpr.${key}.label`),
    value: external(gdpr[key], t(`gdpr.${key}.link`)),
    request: t(`gdpr.${key}.request`),
  });

  const offered = (key: keyof Compliance["regulatedStudies"]): Point => {
    const value = regulatedStudies[key];
    return {
      label: t(`regulatedStudies.${key}.label`),
      value: value === null ? null : t(`regulatedStudies.${key}.${value ? "yes" : "no"}`),
      request: t(`regulatedStudies.${key}.request`),
    };
  };

  const exportPoint = (key: keyof Compliance["exports"]): Point => ({
    label: t(`exports.${key}.label`),
    value: list(exports[key]),
    request: t(`exports.${key}.request`),
  });

  // This website's facts are stated only as guarantees: what it sets or loads, its privacy
  // policy lists.
  const websiteGuarantees: Fact[] = (["setsCookies", "requestsOtherSites"] as const)
    .filter((key) => !website[key])
    .map((key) => ({
      label: t(`website.${key}.label`),
      answer: { stated: t(`website.${key}.none`) },
    }));

  const hours = supportHours(support);
  const shown = shownCertifications(certifications);

  const topics: Topic[] = [
    {
      id: "hosting",
      requestTopic: "hosting",
      title: t("hosting.title"),
      lead: t("hosting.lead"),
      ...points([
        hostingPoint("provider", hosting.provider),
        hostingPoint(
          "countries",
          list(hosting.countries?.map((code) => countryName(code, lng)) ?? null),
        ),
        hostingPoint("encryptionInTransit", hosting.encryptionInTransit),
        hostingPoint("encryptionAtRest", hosting.encryptionAtRest),
        hostingPoint(
          "backups",
          backups &&
            t("hosting.backups.value", {
              frequency: t(`hosting.backups.frequency.${backups.frequency}`),
              retention: formatDays(backups.retentionDays, lng),
            }),
        ),
      ]),
    },
    {
      id: "gdpr",
      requestTopic: "gdpr",
      title: t("gdpr.title"),
      lead: t("gdpr.lead"),
      leadStandsAlone: true,
      ...points([gdprPoint("dataProcessingAgreement"), gdprPoint("subProcessors")]),
    },
    {
      id: "regulated-studies",
      requestTopic: "regulatedStudies",
      title: t("regulatedStudies.title"),
      lead: t("regulatedStudies.lead"),
      leadStandsAlone: true,
      ...points([
        offered("auditTrail"),
        offered("electronicSignatures"),
        offered("validationDocumentation"),
      ]),
    },
    {
      id: "certifications",
      requestTopic: "certifications",
      title: t("certifications.title"),
      lead: t("certifications.lead"),
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
            requests: [],
          }
        : { requests: [t("onRequest.certifications")] }),
    },
    {
      id: "exports",
      requestTopic: "exports",
      title: t("exports.title"),
      lead: t("exports.lead"),
      ...points([
        exportPoint("dataFormats"),
        exportPoint("imageFormats"),
        exportPoint("integrations"),
      ]),
    },
    {
      id: "support",
      requestTopic: "support",
      title: t("support.title"),
      lead: t("support.lead"),
      ...points([
        {
          label: t("support.channels.label"),
          value: (
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <a href={contactHref(lng, { topic: "support" })} className={linkClass}>
                  {t("support.channels.form")}
                </a>
              </li>
              <li>
                <a href={`mailto:${settings.email}`} className={linkClass}>
                  {settings.email}
                </a>
              </li>
              <li>
                <a href={telHref(settings.phone)} className={linkClass}>
                  {settings.phone}
                </a>
              </li>
            </ul>
          ),
        },
        {
          label: t("support.documentation.label"),
          value: external(settings.links.documentation, t("support.documentation.link")),
        },
        {
          label: t("support.hours.label"),
          value:
            hours &&
            t("support.hours.value", {
              days: t(`support.hours.days.${hours.days}`),
              opens: formatClockTime(hours.opens, lng),
              closes: formatClockTime(hours.closes, lng),
              zone: timeZoneName(hours.timeZone, lng),
            }),
          request: t("support.hours.request"),
        },
        {
          label: t("support.languages.label"),
          value:
            support.languages &&
            capitalise(list(support.languages.map((code) => languageName(code, lng)))!, lng),
          request: t("support.languages.request"),
        },
      ]),
    },
    {
      id: "website",
      title: t("website.title"),
      lead: t("website.lead"),
      body: (
        <FactList
          facts={[
            ...websiteGuarantees,
            {
              label: t("website.privacy.label"),
              answer: { stated: external(settings.links.privacy, t("website.privacy.link")) },
            },
          ]}
        />
      ),
      requests: [],
    },
  ];

  const shownTopics = topics.filter(({ body, leadStandsAlone }) => body || leadStandsAlone);
  // One line a topic: "Hosting: hosting provider, encryption at rest and backups".
  const requests = topics
    .flatMap(({ requestTopic, requests }) =>
      requestTopic && requests.length > 0 ? [{ requestTopic, requests }] : [],
    )
    .map(({ requestTopic, requests }) =>
      t("onRequest.item", {
        topic: t(`onRequest.topics.${requestTopic}`),
        points: formatList(requests, lng),
      }),
    );
  const contents = [
    ...shownTopics.map(({ id, title }) => ({ id, title })),
    ...(requests.length > 0 ? [{ id: onRequestId, title: t("onRequest.title") }] : []),
  ];

  return (
    <>
      <nav aria-label={t("contents")} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {contents.map(({ id, title }) => (
            <li key={id}>
              <a
                href={`#${id}-title`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shownTopics.map(({ id, title, lead, body }, i) => (
        <section
          key={id}
          aria-labelledby={`${id}-title`}
          className={i % 2 === 0 ? "bg-brand-50" : "bg-white"}
        >
          {/* Wide screens: the heading and its lead beside the facts; a lead alone reads as text. */}
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
      <OnRequest
        lng={lng}
        items={requests}
        tone={shownTopics.length % 2 === 0 ? "tinted" : "white"}
      />
    </>
  );
}
