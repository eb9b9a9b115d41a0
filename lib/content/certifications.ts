import { z } from "zod";
import { defineCollection, readContent } from "./collection.ts";
import { entries, entryId, pending, pendingText, text, webAddress } from "./fields.ts";

// Shown only with certifier, number and scope: a badge without them is a claim nobody can check.
export const certificationsSchema = z
  .strictObject({
    certifications: entries(
      z
        .strictObject({
          id: entryId,
          standard: text.meta({
            title: "Standard",
            description: "As the certificate names it: ISO 13485, ISO 27001, HDS…",
          }),
          holder: z.enum(["company", "hostingProvider"]).meta({
            title: "Held by",
            description:
              "company: the certificate is the company's own; hostingProvider: it is the hosting provider's (name it below).",
          }),
          hostingProvider: pendingText.meta({
            title: "Hosting provider",
            description: "The hosting provider's name, when it holds the certificate.",
          }),
          certifier: pendingText.meta({
            title: "Certification body",
            description: "Who issued the certificate.",
          }),
          certificateNumber: pendingText.meta({ title: "Certificate number" }),
          scope: pendingText.meta({
            title: "Scope",
            description: "The scope as the certificate words it, quoted as it is (not translated).",
          }),
          link: pending(webAddress).meta({
            title: "Link",
            description:
              "Where a visitor can check the certificate (the certifier's register), if anywhere.",
          }),
        })
        .superRefine((entry, ctx) => {
          if (
            entry.holder === "hostingProvider" &&
            entry.hostingProvider === null &&
            isFilled(entry)
          )
            ctx.addIssue({
              code: "custom",
              path: ["hostingProvider"],
              message: "missing: name the hosting provider that holds this certificate",
            });
        }),
    ).meta({ title: "Certifications", description: "In the order the footer shows them." }),
  })
  .meta({ description: "Certificates shown in the footer." });

export const certificationsCollection = defineCollection({
  name: "certifications",
  label: "Certifications",
  schema: certificationsSchema,
});

export type Certification = z.output<typeof certificationsSchema>["certifications"][number];

const proof = ["certifier", "certificateNumber", "scope"] as const;
type Proof = (typeof proof)[number];
export type ShownCertification = Certification & Record<Proof, string>;

function isFilled(entry: Pick<Certification, Proof>): boolean {
  return proof.every((key) => entry[key] !== null);
}

export function certifications(): readonly Certification[] {
  return readContent(certificationsCollection).certifications;
}

export function shownCertifications(list: readonly Certification[]): ShownCertification[] {
  return list.filter((entry): entry is ShownCertification => isFilled(entry));
}
