/**
 * What the security page lists as sent on request (docs/decisions/0028-security-page.md): every
 * point of content/compliance.json not filled in, one line a topic, and the message the list's
 * button writes into the contact form (lib/request-pages.ts).
 */
import { backupPolicy, supportHours, type Compliance } from "./content/compliance.ts";
import { shownCertifications, type Certification } from "./content/certifications.ts";
import type { i18n as I18n } from "i18next";
import { formatList } from "./format.ts";
import type { Language } from "./i18n/languages.ts";

export type RequestTopic =
  "hosting" | "gdpr" | "regulatedStudies" | "certifications" | "exports" | "support";

/** A point's copy in security.json: its `.label`, and its `.request` in the on-request list. */
export type PointKey =
  | `hosting.${"provider" | "countries" | "encryptionInTransit" | "encryptionAtRest" | "backups"}`
  | `gdpr.${"dataProcessingAgreement" | "subProcessors"}`
  | `regulatedStudies.${keyof Compliance["regulatedStudies"]}`
  | `exports.${keyof Compliance["exports"]}`
  | `support.${"hours" | "languages"}`;

/** Each topic's points in the page's order, and whether the company filled each in. */
function filledIn(compliance: Compliance): [RequestTopic, [PointKey, boolean][]][] {
  const { hosting, gdpr, regulatedStudies, exports, support } = compliance;
  const given = (value: unknown) => value !== null && value !== undefined && value !== "";
  return [
    [
      "hosting",
      [
        ["hosting.provider", given(hosting.provider)],
        ["hosting.countries", given(hosting.countries)],
        ["hosting.encryptionInTransit", given(hosting.encryptionInTransit)],
        ["hosting.encryptionAtRest", given(hosting.encryptionAtRest)],
        ["hosting.backups", given(backupPolicy(hosting))],
      ],
    ],
    [
      "gdpr",
      (["dataProcessingAgreement", "subProcessors"] as const).map((key) => [
        `gdpr.${key}`,
        given(gdpr[key]),
      ]),
    ],
    [
      "regulatedStudies",
      (["auditTrail", "electronicSignatures", "validationDocumentation"] as const).map((key) => [
        `regulatedStudies.${key}`,
        given(regulatedStudies[key]),
      ]),
    ],
    [
      "exports",
      (["dataFormats", "imageFormats", "integrations"] as const).map((key) => [
        `exports.${key}`,
        given(exports[key]),
      ]),
    ],
    [
      "support",
      [
        ["support.hours", given(supportHours(support))],
        ["support.languages", given(support.languages)],
      ],
    ],
  ];
}

/** The points the company sends on request, by topic, in the page's order. */
export function requestedPoints(
  compliance: Compliance,
  certifications: readonly Certification[],
): { topic: RequestTopic; points: PointKey[] | "certificates" }[] {
  const topics = filledIn(compliance).map(([topic, points]) => ({
    topic,
    points: points.filter(([, filled]) => !filled).map(([key]) => key),
  }));
  const certificates =
    shownCertifications(certifications).length === 0
      ? [{ topic: "certifications" as const, points: "certificates" as const }]
      : [];
  // Certifications come after regulated studies, as on the page.
  const at = topics.findIndex(({ topic }) => topic === "exports");
  return [...topics.slice(0, at), ...certificates, ...topics.slice(at)].filter(
    ({ points }) => points.length > 0,
  );
}

/**
 * The on-request list in a language: "Hosting: hosting provider, encryption at rest…", from any
 * i18next instance holding the copy.
 */
export function securityRequestLines(
  i18n: I18n,
  lng: Language,
  compliance: Compliance,
  certifications: readonly Certification[],
): string[] {
  const t = i18n.getFixedT(lng, "security");
  return requestedPoints(compliance, certifications).map(({ topic, points }) =>
    t("onRequest.item", {
      topic: t(`onRequest.topics.${topic}`),
      points:
        points === "certificates"
          ? t("onRequest.certifications")
          : formatList(
              points.map((key) => t(`${key}.request`)),
              lng,
            ),
    }),
  );
}

/** The message the list's button writes: the greeting, then one line a topic. */
export function securityRequestMessage(
  i18n: I18n,
  lng: Language,
  lines: readonly string[],
): string {
  const greeting = i18n.getFixedT(lng, "security")("onRequest.message");
  return [greeting, ...lines.map((line) => `- ${line}`)].join("\n");
}
