import { z } from "zod";
import { defineCollection, readContent, show } from "./collection.ts";
import { countryCode, pending, pendingText, text, webAddress } from "./fields.ts";

// Decision 0028.

const unknown = "null until the company confirms it: the page then invites the question.";

function offered(title: string, what: string) {
  return pending(z.boolean()).meta({
    title,
    description: `true: ${what} (the page says so); false: it does not (the page says so too); ${unknown}`,
  });
}

function names(title: string, examples: string) {
  return pending(z.array(text).min(1)).meta({
    title,
    description: `${examples} Shown as written, in both languages; ${unknown}`,
  });
}

const clockTime = pending(
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: (issue) => `must be a time written HH:MM (09:00, 18:30), not ${show(issue.input)}`,
  }),
);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = pending(
  z.string().refine(isTimeZone, {
    error: (issue) => `must be a time zone such as "Europe/Paris" (IANA), not ${show(issue.input)}`,
  }),
);

const languageCode = z
  .string()
  .refine(
    (code) =>
      /^[a-z]{2}$/.test(code) &&
      new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(code) !== undefined,
    {
      error: (issue) => `not an ISO 639-1 language code (${show(issue.input)})`,
    },
  );

function wholeOrNone<T extends Record<string, unknown>>(fields: readonly (keyof T & string)[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    const missing = fields.filter((field) => value[field] === null);
    if (missing.length === 0 || missing.length === fields.length) return;
    const together = `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
    for (const field of missing)
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `missing: fill in ${together} together, or leave them all null`,
      });
  };
}

export const backupFrequencies = ["hourly", "daily", "weekly"] as const;
export const supportDays = ["mondayToFriday", "mondayToSaturday", "everyDay"] as const;

export const complianceSchema = z
  .strictObject({
    hosting: z
      .strictObject({
        provider: pendingText.meta({
          title: "Hosting provider",
          description: `The company that hosts copilot's and echo's study data, as it names itself. ${unknown}`,
        }),
        countries: pending(z.array(countryCode).min(1)).meta({
          title: "Countries where study data is stored",
          description: `ISO 3166-1 alpha-2 codes (FR, DE…), named on the page in the visitor's language. ${unknown}`,
        }),
        encryptionInTransit: pendingText.meta({
          title: "Encryption in transit",
          description: `The protocol and its minimum version, as the technical name both languages use: "TLS 1.2+". ${unknown}`,
        }),
        encryptionAtRest: pendingText.meta({
          title: "Encryption at rest",
          description: `The algorithm, as the technical name both languages use: "AES-256". ${unknown}`,
        }),
        backupFrequency: pending(z.enum(backupFrequencies)).meta({
          title: "Backup frequency",
          description: `hourly, daily or weekly; filled in with the retention below, or both null. ${unknown}`,
        }),
        backupRetentionDays: pending(z.int().min(1).max(3650)).meta({
          title: "Backup retention (days)",
          description: `How many days each backup is kept; filled in with the frequency above, or both null. ${unknown}`,
        }),
      })
      .superRefine(wholeOrNone(["backupFrequency", "backupRetentionDays"]))
      .meta({ title: "Hosting and data protection" }),
    gdpr: z
      .strictObject({
        dataProcessingAgreement: pending(webAddress).meta({
          title: "Data processing agreement (link)",
          description:
            "Where the data processing agreement (GDPR Article 28) is published. null: the page says it is sent on request.",
        }),
        subProcessors: pending(webAddress).meta({
          title: "Sub-processors (link)",
          description:
            "Where the list of sub-processors is published. null: the page says it is sent on request.",
        }),
      })
      .meta({
        title: "GDPR",
        description:
          "The roles (the customer controller, the company processor) are copy; these are the documents.",
      }),
    regulatedStudies: z
      .strictObject({
        auditTrail: offered("Audit trail", "copilot keeps an audit trail of study data"),
        electronicSignatures: offered(
          "Electronic signatures",
          "copilot offers electronic signatures",
        ),
        validationDocumentation: offered(
          "Validation documentation",
          "validation documentation for copilot is available to customers on request",
        ),
      })
      .meta({
        title: "Regulated studies",
        description: "21 CFR Part 11 and EU GMP Annex 11 work: what copilot offers.",
      }),
    exports: z
      .strictObject({
        dataFormats: names("Data export formats", "File formats study data exports to: CSV, XLSX…"),
        imageFormats: names("Image export formats", "File formats images export in: JPEG, TIFF…"),
        integrations: names(
          "Integrations",
          "Systems copilot connects to, as their makers name them.",
        ),
      })
      .meta({ title: "Exports and integrations" }),
    support: z
      .strictObject({
        languages: pending(z.array(languageCode).min(1)).meta({
          title: "Support languages",
          description: `ISO 639-1 codes (en, fr, de…), named on the page in the visitor's language. ${unknown}`,
        }),
        days: pending(z.enum(supportDays)).meta({
          title: "Support days",
          description: `mondayToFriday, mondayToSaturday or everyDay. The four support-hours fields are filled in together, or all null. ${unknown}`,
        }),
        opens: clockTime.meta({ title: "Support opens at", description: "HH:MM, 24-hour clock." }),
        closes: clockTime.meta({
          title: "Support closes at",
          description: "HH:MM, 24-hour clock, later than the opening.",
        }),
        timeZone: timeZone.meta({
          title: "Support hours' time zone",
          description: 'IANA name: "Europe/Paris". The page names it in the visitor\'s language.',
        }),
      })
      .superRefine(wholeOrNone(["days", "opens", "closes", "timeZone"]))
      .superRefine(({ opens, closes }, ctx) => {
        if (opens !== null && closes !== null && closes <= opens)
          ctx.addIssue({
            code: "custom",
            path: ["closes"],
            input: closes,
            message: `must be later than opens (${show(opens)})`,
          });
      })
      .meta({
        title: "Support",
        description:
          "The channels are the site's contact details (lib/settings.ts); these are the hours and languages.",
      }),
    website: z
      .strictObject({
        setsCookies: z.boolean().meta({
          title: "This website sets cookies",
          description:
            "A fact of this website, not of copilot: false is stated on the page (the browser tests check that no page sets one).",
        }),
        requestsOtherSites: z.boolean().meta({
          title: "This website loads anything from other sites",
          description:
            "A fact of this website, not of copilot: false is stated on the page (the browser tests check that no page asks another origin for anything).",
        }),
      })
      .meta({ title: "This website" }),
  })
  .meta({
    description:
      "The security and compliance page's facts. Fill in a fact only once the company stands behind it.",
  });

export const complianceCollection = defineCollection({
  name: "compliance",
  label: "Security and compliance",
  schema: complianceSchema,
});

export type Compliance = z.output<typeof complianceSchema>;

export function compliance(): Compliance {
  return readContent(complianceCollection);
}

export function supportHours(support: Compliance["support"]) {
  const { days, opens, closes, timeZone } = support;
  return days && opens && closes && timeZone ? { days, opens, closes, timeZone } : null;
}

export function backupPolicy(hosting: Compliance["hosting"]) {
  const { backupFrequency: frequency, backupRetentionDays: retentionDays } = hosting;
  return frequency && retentionDays ? { frequency, retentionDays } : null;
}
