// Every point of content/compliance.json not filled in is sent on request (decision 0028).
import { backupPolicy, supportHours, type Compliance } from "./content/compliance.ts";
import { shownCertifications, type Certification } from "./content/certifications.ts";
import type { i18n as I18n } from "i18next";
import { formatList } from "./format.ts";
import type { Language } from "./i18n/languages.ts";

export type RequestTopic =
  "hosting" | "gdpr" | "regulatedStudies" | "certifications" | "exports" | "support";

export type PointKey =
  | `hosting.${"provider" | "countries" | "encryptionInTransit" | "encryptionAtRest" | "backups"}`
  | `gdpr.${"dataProcessingAgreement" | "subProcessors"}`
  | `regulatedStudies.${keyof Compliance["regulatedStudies"]}`
  | `exports.${keyof Compliance["exports"]}`
  | `support.${"hours" | "languages"}`;

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

export function securityRequestMessage(
  i18n: I18n,
  lng: Language,
  lines: readonly string[],
): string {
  const greeting = i18n.getFixedT(lng, "security")("onRequest.message");
  return [greeting, ...lines.map((line) => `- ${line}`)].join("\n");
}
