import { z } from "zod";
import { defineCollection, readContent } from "./collection.ts";
import { entries, entryId, pendingText, text } from "./fields.ts";

/**
 * What customers said, with who said it, where and when. The quote and the author's role are
 * copy (locales/{lng}/home.json, `testimonials.items.{id}`); names are data, never translated.
 * Only entries the author approved for publication are shown: a testimonial nobody gave is a
 * misleading commercial practice (docs/decisions/0019-content-data.md).
 */
export const testimonialsSchema = z
  .strictObject({
    testimonials: entries(
      z
        .strictObject({
          id: entryId,
          author: text.meta({
            title: "Author",
            description: "The person's name, as they agreed to be named.",
          }),
          organisation: pendingText.meta({
            title: "Organisation",
            description: "Their organisation's name, if they agreed to name it.",
          }),
          source: pendingText.meta({
            title: "Source",
            description:
              'Where and when it was given, so it can be traced: "Interview with our study team, 12 March 2026".',
          }),
          approved: z.boolean().meta({
            title: "Approved for publication",
            description:
              "Only once the author has approved this wording and its publication, in writing kept on file. Only approved testimonials are shown.",
          }),
        })
        .superRefine((entry, ctx) => {
          if (entry.approved && entry.source === null)
            ctx.addIssue({
              code: "custom",
              path: ["source"],
              message: "missing: an approved testimonial says where and when it was given",
            });
        }),
    ).meta({ title: "Testimonials", description: "In the order the home page shows them." }),
  })
  .meta({ description: "Quotes from customers on the home page." });

export const testimonialsCollection = defineCollection({
  name: "testimonials",
  label: "Testimonials",
  schema: testimonialsSchema,
  copy: { list: "testimonials", namespace: "home", key: "testimonials.items" },
});

export type Testimonial = z.output<typeof testimonialsSchema>["testimonials"][number];

export function testimonials(): readonly Testimonial[] {
  return readContent(testimonialsCollection).testimonials;
}

/** The testimonials the home page shows. */
export function approvedTestimonials(list: readonly Testimonial[]): Testimonial[] {
  return list.filter((entry) => entry.approved);
}
