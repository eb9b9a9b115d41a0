import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defineCollection, show } from "./collection";
import { text } from "./fields";

/**
 * The site's languages (lib/i18n/languages.ts imports the file as it is: the head script and
 * the switcher need it in the browser). Each one's copy is its folder locales/{code}/.
 */
const language = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, { error: (issue) => `must be an ISO 639 code in lower case, not ${show(issue.input)}` })
    .meta({
      title: "Code",
      description: "ISO 639-1 code: its copy's folder in locales/ and its pages' path prefix (/fr).",
    }),
  name: text.meta({ title: "Name", description: "The language's own name: Français, Deutsch." }),
  locale: z
    .string()
    .refine((tag) => {
      try {
        return Intl.getCanonicalLocales(tag)[0] === tag;
      } catch {
        return false;
      }
    }, "must be a BCP 47 locale as Intl writes it: en-GB, fr-FR")
    .meta({
      title: "Locale",
      description: "How numbers, dates and currency are written (Intl), and the sharing locale: en-GB.",
    }),
  flag: z
    .string()
    .refine((file) => fs.existsSync(path.join(process.cwd(), "public", file)), {
      error: (issue) => `no such file in public/ (${show(issue.input)})`,
    })
    .meta({ title: "Flag", description: "Its flag drawing in public/: flags/fr.svg." }),
  direction: z.enum(["ltr", "rtl"]).meta({ title: "Direction", description: "ltr or rtl." }),
});

export const languagesSchema = z
  .strictObject({
    default: z.string().meta({
      title: "Default language",
      description: "Its code: served at the root; the others under /{code}.",
    }),
    languages: z
      .array(language)
      .min(1)
      .superRefine((list, ctx) =>
        list.forEach(({ code }, i) => {
          if (list.findIndex((other) => other.code === code) !== i)
            ctx.addIssue({ code: "custom", path: [i, "code"], input: code, message: `${show(code)} is listed twice` });
        }),
      )
      .meta({ title: "Languages", description: "In the order the language menu shows them." }),
  })
  .refine((file) => file.languages.some(({ code }) => code === file.default), {
    path: ["default"],
    error: "must be the code of a listed language",
  })
  .meta({ description: "The languages of the site." });

export const languagesCollection = defineCollection({
  name: "languages",
  label: "Languages",
  schema: languagesSchema,
});
