import type { ReactNode } from "react";
import { Certificate } from "@/components/layout/trust-marks";
import { AskText } from "@/components/ui/ask-text";
import { buttonStyles } from "@/components/ui/button-link";
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
import { contactHref, type ContactTopic } from "@/lib/links";
import { settings, telHref } from "@/lib/settings";
import { FactList, type Fact } from "./fact-list";

interface Topic {
  id: string;
  title: string;
  lead: string;
  body: ReactNode;
  /** The contact link that asks this topic's questions, its message written in advance. */
  ask?: { label: string; message: string; topic?: ContactTopic };
}

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

/** A fact stated when the company filled it in, else the question to ask. */
function fact(label: string, value: ReactNode, ask: string): Fact {
  return { label, answer: value === null || value === undefined ? { ask } : { stated: value } };
}

/**
 * The security and compliance page's topics, from content/compliance.json and the filled-in
 * certificates: each point states the company's fact, or invites the question when it is not
 * filled in; each topic about copilot ends with a link to the contact form, its questions written.
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

  const hostingFact = (
    key: "provider" | "countries" | "encryptionInTransit" | "encryptionAtRest" | "backups",
    value: ReactNode,
  ) => fact(t(`hosting.${key}.label`), value, t(`hosting.${key}.ask`));
  const backups = backupPolicy(hosting);

  const gdprFact = (key: "dataProcessingAgreement" | "subProcessors") =>
    fact(t(`gdpr.${key}.label`), external(gdpr[key], t(`gdpr.${key}.link`)), t(`gdpr.${key}.ask`));

  const offered = (key: keyof Compliance["regulatedStudies"]) => {
    const value = regulatedStudies[key];
    return fact(
      t(`regulatedStudies.${key}.label`),
      value === null ? null : t(`regulatedStudies.${key}.${value ? "yes" : "no"}`),
      t(`regulatedStudies.${key}.ask`),
    );
  };

  const exportFact = (key: keyof Compliance["exports"]) =>
    fact(t(`exports.${key}.label`), list(exports[key]), t(`exports.${key}.ask`));

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
      title: t("hosting.title"),
      lead: t("hosting.lead"),
      body: (
        <FactList
          facts={[
            hostingFact("provider", hosting.provider),
            hostingFact(
              "countries",
              list(hosting.countries?.map((code) => countryName(code, lng)) ?? null),
            ),
            hostingFact("encryptionInTransit", hosting.encryptionInTransit),
            hostingFact("encryptionAtRest", hosting.encryptionAtRest),
            hostingFact(
              "backups",
              backups &&
                t("hosting.backups.value", {
                  frequency: t(`hosting.backups.frequency.${backups.frequency}`),
                  retention: formatDays(backups.retentionDays, lng),
                }),
            ),
          ]}
        />
      ),
      ask: { label: t("hosting.cta"), message: t("hosting.message") },
    },
    {
      id: "gdpr",
      title: t("gdpr.title"),
      lead: t("gdpr.lead"),
      body: <FactList facts={[gdprFact("dataProcessingAgreement"), gdprFact("subProcessors")]} />,
      ask: { label: t("gdpr.cta"), message: t("gdpr.message") },
    },
    {
      id: "regulated-studies",
      title: t("regulatedStudies.title"),
      lead: t("regulatedStudies.lead"),
      body: (
        <FactList
          facts={[
            offered("auditTrail"),
            offered("electronicSignatures"),
            offered("validationDocumentation"),
          ]}
        />
      ),
      ask: { label: t("regulatedStudies.cta"), message: t("regulatedStudies.message") },
    },
    {
      id: "certifications",
      title: t("certifications.title"),
      lead: t("certifications.lead"),
      body:
        shown.length > 0 ? (
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
        ) : (
          <div className="rounded-2xl bg-white px-5 py-4 ring-1 ring-ink-900/10">
            <AskText>{t("certifications.ask")}</AskText>
          </div>
        ),
      ask: { label: t("certifications.cta"), message: t("certifications.message") },
    },
    {
      id: "exports",
      title: t("exports.title"),
      lead: t("exports.lead"),
      body: (
        <FactList
          facts={[
            exportFact("dataFormats"),
            exportFact("imageFormats"),
            exportFact("integrations"),
          ]}
        />
      ),
      ask: { label: t("exports.cta"), message: t("exports.message") },
    },
    {
      id: "support",
      title: t("support.title"),
      lead: t("support.lead"),
      body: (
        <FactList
          facts={[
            {
              label: t("support.channels.label"),
              answer: {
                stated: (
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
            },
            {
              label: t("support.documentation.label"),
              answer: {
                stated: external(settings.links.documentation, t("support.documentation.link")),
              },
            },
            fact(
              t("support.hours.label"),
              hours &&
                t("support.hours.value", {
                  days: t(`support.hours.days.${hours.days}`),
                  opens: formatClockTime(hours.opens, lng),
                  closes: formatClockTime(hours.closes, lng),
                  zone: timeZoneName(hours.timeZone, lng),
                }),
              t("support.hours.ask"),
            ),
            fact(
              t("support.languages.label"),
              support.languages &&
                capitalise(list(support.languages.map((code) => languageName(code, lng)))!, lng),
              t("support.languages.ask"),
            ),
          ]}
        />
      ),
      ask: { label: t("support.cta"), message: t("support.message"), topic: "support" },
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
    },
  ];

  return (
    <>
      <nav aria-label={t("contents")} className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {topics.map(({ id, title }) => (
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
      {topics.map(({ id, title, lead, body, ask }, i) => (
        <section
          key={id}
          aria-labelledby={`${id}-title`}
          className={i % 2 === 0 ? "bg-brand-50" : "bg-white"}
        >
          {/* Wide screens: the heading, its lead and the question beside the points. */}
          <div className="mx-auto grid max-w-7xl gap-x-12 gap-y-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr]">
            <div>
              <h2
                id={`${id}-title`}
                className="text-3xl font-bold tracking-tight text-balance text-ink-900"
              >
                {title}
              </h2>
              <p className="mt-4 text-lg text-ink-600">{lead}</p>
            </div>
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{body}</div>
            {ask ? (
              <p>
                <a
                  href={contactHref(lng, { topic: ask.topic ?? "security", message: ask.message })}
                  className={buttonStyles("secondary")}
                >
                  {ask.label}
                </a>
              </p>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
