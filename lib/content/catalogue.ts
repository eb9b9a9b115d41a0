import { z } from "zod";
import { productSlugs, solutionSlugs, type ProductSlug, type SolutionSlug } from "../catalogue";
import { defineCollection, readContent, show } from "./collection";

const positive = z.number().positive();

/** Technical facts of a device, as numbers: lib/format.ts writes them for each language. */
const fact = z
  .discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("sensor"),
      megapixels: positive.meta({ title: "Megapixels" }),
    }),
    z.strictObject({
      kind: z.literal("light"),
      kelvin: z.int().positive().meta({ title: "Colour temperature (K)" }),
    }),
    z.strictObject({
      kind: z.literal("area"),
      widthCm: positive.meta({ title: "Width (cm)" }),
      heightCm: positive.meta({ title: "Height (cm)" }),
    }),
    z.strictObject({
      kind: z.literal("dimensions"),
      lengthMm: positive.meta({ title: "Length (mm)" }),
      widthMm: positive.meta({ title: "Width (mm)" }),
      thicknessMm: positive.meta({ title: "Thickness (mm)" }),
    }),
  ])
  .meta({
    title: "Fact",
    description:
      "sensor: image sensor; light: lighting colour temperature; area: imaged area; dimensions: the device's size.",
  });

export type Fact = z.output<typeof fact>;

/** A list of solutions, each once. */
function uniqueSlugs<T extends string>(slugs: readonly [T, ...T[]]) {
  return z.array(z.enum(slugs)).superRefine((list, ctx) =>
    list.forEach((slug, i) => {
      if (list.indexOf(slug) !== i)
        ctx.addIssue({
          code: "custom",
          path: [i],
          input: slug,
          message: `${show(slug)} is listed twice`,
        });
    }),
  );
}

const solution = z
  .strictObject({
    facts: z.array(fact).meta({ title: "Facts", description: "The page's fact table, in order." }),
    related: uniqueSlugs(solutionSlugs as [SolutionSlug, ...SolutionSlug[]]).meta({
      title: "Works well with",
      description: "Other solutions shown at the foot of the page, in order.",
    }),
  })
  .meta({ title: "Solution" });

/**
 * The catalogue's facts. Which products exist (their slugs, pages and copy) is code
 * (lib/catalogue.ts); what is said about each is data.
 */
export const catalogueSchema = z
  .strictObject({
    solutions: z
      .strictObject(
        Object.fromEntries(
          solutionSlugs.map((slug) => [slug, solution.meta({ title: slug })]),
        ) as Record<SolutionSlug, typeof solution>,
      )
      .superRefine((solutions, ctx) => {
        for (const slug of solutionSlugs) {
          // zod runs this after a solution's own non-fatal issues too; a missing one stops it.
          const at = solutions[slug]?.related.indexOf(slug) ?? -1;
          if (at >= 0)
            ctx.addIssue({
              code: "custom",
              path: [slug, "related", at],
              input: slug,
              message: "a solution is not related to itself",
            });
        }
      })
      .meta({
        title: "Solutions",
        description: "Each product's page, and the custom devices page.",
      }),
    trialKit: z
      .strictObject({
        devices: uniqueSlugs(productSlugs)
          .min(1)
          .meta({ title: "Devices", description: "The devices in the one-month trial test kit." }),
      })
      .meta({ title: "Trial test kit" }),
  })
  .meta({ description: "Device facts, related solutions and the trial test kit." });

export const catalogueCollection = defineCollection({
  name: "catalogue",
  label: "Catalogue",
  schema: catalogueSchema,
});

export type SolutionFacts = z.output<typeof solution>;

/** A solution page's facts and related solutions. */
export function solutionFacts(slug: SolutionSlug): SolutionFacts {
  return readContent(catalogueCollection).solutions[slug];
}

/** The devices of the one-month trial test kit. */
export function trialKitDevices(): readonly ProductSlug[] {
  return readContent(catalogueCollection).trialKit.devices;
}
