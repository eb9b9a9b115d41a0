import { z } from "zod";
import { defineCollection, readContent } from "./collection.ts";
import { countryCode, entries, entryId, text, webAddress } from "./fields.ts";

export const distributorsSchema = z
  .strictObject({
    distributors: entries(
      z.strictObject({
        id: entryId,
        country: countryCode.meta({
          title: "Country",
          description: "ISO 3166-1 alpha-2 code, in capitals: DE, IT, US…",
        }),
        name: text.meta({ title: "Company name", description: "As the company writes it." }),
        website: webAddress.meta({ title: "Website", description: "https://…" }),
        address: z
          .array(text)
          .min(1)
          .meta({ title: "Address", description: "One line each, as the local post writes it." }),
        email: z.email().meta({ title: "E-mail" }),
      }),
    ).meta({
      title: "Distributors",
      description: "Grouped by country on the page, countries in the visitor's alphabetical order.",
    }),
  })
  .meta({ description: "The distributors page." });

export const distributorsCollection = defineCollection({
  name: "distributors",
  label: "Distributors",
  schema: distributorsSchema,
});

export type Distributor = z.output<typeof distributorsSchema>["distributors"][number];

export function distributors(): readonly Distributor[] {
  return readContent(distributorsCollection).distributors;
}
