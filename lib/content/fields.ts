import { iso31661 } from "iso-3166";
import { z } from "zod";
import { show } from "./collection.ts";

export const entryId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, {
    error: (issue) =>
      `must be a letter then letters, digits or hyphens (it names the entry's copy), not ${show(issue.input)}`,
  })
  .meta({
    title: "Identifier",
    description: "Letters, digits and hyphens; the entry's copy in locales/ is filed under it.",
  });

export const text = z.string().trim().min(1);

export function pending<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

export const pendingText = pending(text);

export const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

const countryCodes = iso31661.map((country) => country.alpha2) as [string, ...string[]];

export const countryCode = z.enum(countryCodes, {
  error: (issue) => `not an ISO 3166 code (${show(issue.input)})`,
});

export function entries<T extends z.ZodObject<{ id: typeof entryId }>>(entry: T) {
  return z.array(entry).superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach(({ id }, i) => {
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else
        ctx.addIssue({
          code: "custom",
          path: [i, "id"],
          input: id,
          message: `${show(id)} is already the id of entry [${first}]`,
        });
    });
  });
}
