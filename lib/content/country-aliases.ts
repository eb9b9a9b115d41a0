import { z } from "zod";
import { countryCodes, searchKey } from "../countries.ts";
import { countryName } from "../format.ts";
import { languages } from "../i18n/languages.ts";
import { defineCollection, show } from "./collection.ts";
import { countryCode, text } from "./fields.ts";

// lib/countries.ts imports the file as it is: the browser needs it too.
const names = (lng: string) => {
  const language = new Intl.DisplayNames(["en"], { type: "language" }).of(lng);
  return z
    .array(text)
    .default([])
    .meta({
      title: `Other names, ${language}`,
      description: `How people write it in ${language} besides its usual name: abbreviations, former or informal names.`,
    });
};

export const countryAliasesSchema = z
  .strictObject({
    aliases: z
      .array(
        z.strictObject({
          country: countryCode.meta({
            title: "Country",
            description: "ISO 3166-1 alpha-2 code, in capitals: GB, US, NL…",
          }),
          ...(Object.fromEntries(languages.map((lng) => [lng, names(lng)])) as Record<
            string,
            ReturnType<typeof names>
          >),
        }),
      )
      .superRefine((list, ctx) => {
        const owner = new Map(
          countryCodes().flatMap((code) =>
            languages.map((lng) => [searchKey(countryName(code, lng)), code] as const),
          ),
        );
        const seen = new Map<string, string>();
        list.forEach((entry, i) =>
          languages.forEach((lng) =>
            (entry as unknown as Record<string, string[]>)[lng]!.forEach((name, j) => {
              const key = searchKey(name);
              const other = owner.get(key) ?? seen.get(key);
              if (other !== undefined && other !== entry.country)
                ctx.addIssue({
                  code: "custom",
                  path: [i, lng, j],
                  input: name,
                  message: `${show(name)} already names ${other}`,
                });
              seen.set(key, entry.country);
            }),
          ),
        );
      })
      .meta({
        title: "Other names of countries",
        description: "One entry a country, its other names in English and in French.",
      }),
  })
  .meta({ description: "The names the country field knows a country by, besides its own." });

export const countryAliasesCollection = defineCollection({
  name: "country-aliases",
  label: "Country names",
  schema: countryAliasesSchema,
});
