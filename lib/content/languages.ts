import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { defineCollection, show } from "./collection.ts";
import { text } from "./fields.ts";

/** lib/i18n/languages.ts imports the file as it is: the head script and the switcher need it. */
const language = z.strictObject({
  code: z
    .string()
    .regex(/^[a-z]{2,3}$/, {
      error: (i) => `must be an ISO 639 code in lower case, not ${show(i.input)}`,
    })
    .meta({
      title: "Code",
      description: "Its copy's folder in locales/ and its pages' prefix: fr.",
    }),
  name: text.meta({ title: "Name", description: "The language's own name: Français, Deutsch." }),
  locale: z
    .string()
    .regex(/^[a-z]{2,3}-[A-Z]{2}$/, "must be a language and a region as Intl writes them: en-GB")
    .meta({ title: "Locale", description: "How Intl writes its numbers and dates: en-GB." }),
  flag: z
    .string()
    .refine((file) => fs.existsSync(path.join(process.cwd(), "public", file)), {
      error: (i) => `no such file in public/ (${show(i.input)})`,
    })
    .meta({ title: "Flag", description: "Its flag drawing in public/: flags/fr.svg." }),
  direction: z.enum(["ltr", "rtl"]).meta({ title: "Direction", description: "ltr or rtl." }),
});

export const languagesCollection = defineCollection({
  name: "languages",
  label: "Languages",
  schema: z
    .strictObject({
      default: z.string().meta({ title: "Default", description: "Its code: served at the root." }),
      languages: z
        .array(language)
        .min(1)
        .meta({ title: "Languages", description: "In menu order." }),
    })
    .superRefine(({ languages, default: chosen }, ctx) => {
      const codes = languages.map(({ code }) => code);
      codes.forEach((code, i) => {
        if (codes.indexOf(code) !== i)
          ctx.addIssue({
            code: "custom",
            path: ["languages", i, "code"],
            message: `${show(code)} is listed twice`,
          });
      });
      if (!codes.includes(chosen))
        ctx.addIssue({
          code: "custom",
          path: ["default"],
          message: "must be the code of a listed language",
        });
    })
    .meta({ description: "The site's languages, each one's copy in locales/{code}/." }),
});
