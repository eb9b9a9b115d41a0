import { z } from "zod";
import { countryName, intlLocale } from "../format.ts";
import type { Language } from "../i18n/languages.ts";
import { defineCollection, readContent, show } from "./collection.ts";
import { countryCode, pending, pendingText, text } from "./fields.ts";

const unknown = "null until the company gives it: the page leaves it out and the build warns.";

const address = pending(
  z.strictObject({
    street: text.meta({
      title: "Street",
      description: "Number and street, as the post writes it: 12 rue de la Paix.",
    }),
    postalCode: text.meta({ title: "Postal code", description: "75002" }),
    city: text.meta({ title: "City", description: "Paris" }),
    country: countryCode.meta({
      title: "Country",
      description: "ISO 3166-1 alpha-2 code (FR), named on the page in the visitor's language.",
    }),
  }),
);

const phone = pending(
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{6,24}$/, {
      error: (issue) =>
        `must be a phone number (digits, spaces, a leading +: +33 1 23 45 67 89), not ${show(issue.input)}`,
    }),
);

/** Luhn's check, which SIREN numbers pass (La Poste's, 356 000 000, excepted by INSEE). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [i, char] of [...digits].reverse().entries()) {
    const d = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

const isSiren = (value: string) =>
  /^\d{9}$/.test(value) && (passesLuhn(value) || value === "356000000");

const siren = z
  .string()
  .refine((value) => isSiren(value.replace(/\s/g, "")), {
    error: (issue) =>
      `must be a SIREN number, 9 digits with a valid check digit, not ${show(issue.input)}`,
  })
  .transform((value) => value.replace(/\s/g, ""));

/** A numeric VAT key is (12 + 3 × (SIREN mod 97)) mod 97; a key with letters has no formula. */
const vatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");

const vatNumber = pending(
  z
    .string()
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .superRefine((value, ctx) => {
      const [key, siren] = [value.slice(2, 4), value.slice(4)];
      const message = !/^FR[0-9A-Z]{2}\d{9}$/.test(value)
        ? `must be a French VAT number, FR then 2 characters then the 9-digit SIREN (FR 11 123 456 782), not ${show(value)}`
        : /^\d\d$/.test(key) && key !== vatKey(siren)
          ? `has the key ${show(key)}, but its SIREN's key is ${show(vatKey(siren))}`
          : undefined;
      if (message) ctx.addIssue({ code: "custom", input: value, message });
    }),
);

export const legalSchema = z
  .strictObject({
    publisher: z
      .strictObject({
        legalForm: pendingText.meta({
          title: "Legal form",
          description: `As registered, in French, shown as written in both languages: "SAS", "société par actions simplifiée". ${unknown}`,
        }),
        shareCapital: pending(
          z
            .number()
            .positive()
            .refine((amount) => Number.isInteger(amount * 100), {
              error: (issue) =>
                `must be an amount in euros with at most 2 decimals, not ${show(issue.input)}`,
            }),
        ).meta({
          title: "Share capital (euros)",
          description: `A number, written on the page in the visitor's language: 10000. ${unknown}`,
        }),
        registeredOffice: address.meta({
          title: "Registered office",
          description: `The address of the registered office (siège social). ${unknown}`,
        }),
        registration: pending(
          z.strictObject({
            court: text.meta({
              title: "Registry (RCS city)",
              description: "The city of the trade and companies register: Paris.",
            }),
            siren: siren.meta({
              title: "SIREN number",
              description: "9 digits, spaces allowed: 123 456 782.",
            }),
          }),
        ).meta({
          title: "Registration (RCS)",
          description: `The trade and companies register entry: shown "RCS Paris 123 456 782". ${unknown}`,
        }),
        vatNumber: vatNumber.meta({
          title: "VAT number",
          description: `The intra-community VAT number: FR 11 123 456 782. ${unknown}`,
        }),
      })
      .superRefine(({ registration, vatNumber: vat }, ctx) => {
        if (
          registration &&
          isSiren(registration.siren) &&
          vat &&
          vat.slice(4) !== registration.siren
        )
          ctx.addIssue({
            code: "custom",
            path: ["vatNumber"],
            input: vat,
            message: `must end with the SIREN number (${registration.siren}), not ${show(vat.slice(4))}`,
          });
      })
      .meta({
        title: "Publisher",
        description:
          "The company that publishes the site; its name, phone and e-mail are the site's settings.",
      }),
    publicationDirector: pendingText.meta({
      title: "Publication director",
      description: `The person legally responsible for what the site publishes (directeur de la publication), usually the company's legal representative: first name and name. ${unknown}`,
    }),
    host: z
      .strictObject({
        name: pendingText.meta({
          title: "Host's name",
          description: `The company that hosts the website (the server its pages come from), as it names itself. ${unknown}`,
        }),
        address: address.meta({ title: "Host's address", description: unknown }),
        phone: phone.meta({ title: "Host's phone", description: `+33 1 23 45 67 89. ${unknown}` }),
      })
      .meta({ title: "Host", description: "Who hosts the website itself (not copilot's data)." }),
  })
  .meta({
    description:
      "The legal notice's facts. Fill in a fact only from the company's registration documents.",
  });

export const legalCollection = defineCollection({
  name: "legal",
  label: "Legal notice",
  schema: legalSchema,
});

export type LegalNotice = z.output<typeof legalSchema>;
export type Address = NonNullable<LegalNotice["host"]["address"]>;

export function legalNotice(): LegalNotice {
  return readContent(legalCollection);
}

// Required by LCEN art. 6 III-1. The name is the settings' company name; the VAT number is due
// only if the company is liable to VAT.
export function missingLegalFacts(notice: LegalNotice): string[] {
  const required = {
    "publisher.legalForm": notice.publisher.legalForm,
    "publisher.shareCapital": notice.publisher.shareCapital,
    "publisher.registeredOffice": notice.publisher.registeredOffice,
    "publisher.registration": notice.publisher.registration,
    publicationDirector: notice.publicationDirector,
    "host.name": notice.host.name,
    "host.address": notice.host.address,
    "host.phone": notice.host.phone,
  };
  return Object.entries(required)
    .filter(([, value]) => value === null)
    .map(([key]) => key);
}

export function legalNoticeWarning(notice: LegalNotice): string | null {
  const missing = missingLegalFacts(notice);
  return missing.length === 0
    ? null
    : `${legalCollection.file}: the legal notice lacks facts the law requires (LCEN art. 6 III), not shown until filled in: ${missing.join(", ")}`;
}

export function formatAddress(address: Address, lng: Language): string {
  const { street, postalCode, city, country } = address;
  return `${street}, ${postalCode}\u00a0${city}, ${countryName(country, lng)}`;
}

export function formatShareCapital(amount: number, lng: Language): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "123 456 782", never broken across lines. */
export function formatSiren(siren: string): string {
  return siren.replace(/(\d{3})(?=\d)/g, "$1\u00a0");
}
