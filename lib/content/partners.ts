import { z } from "zod";
import { defineCollection, readContent } from "./collection.ts";
import { entries, entryId, text } from "./fields.ts";

export const partnersSchema = z
  .strictObject({
    partners: entries(
      z.strictObject({
        id: entryId,
        name: text.meta({
          title: "Name",
          description: "The organisation's own name, in its own language.",
        }),
      }),
    ).meta({ title: "Partners", description: "In the order the footer shows them." }),
  })
  .meta({ description: "Partner organisations shown in the footer." });

export const partnersCollection = defineCollection({
  name: "partners",
  label: "Partners",
  schema: partnersSchema,
  copy: { list: "partners", namespace: "footer", key: "trust.partners" },
});

export type Partner = z.output<typeof partnersSchema>["partners"][number];

export function partners(): readonly Partner[] {
  return readContent(partnersCollection).partners;
}
