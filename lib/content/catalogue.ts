import { z } from "zod";
import { readyMadeSlugs, productSlugs, type ReadyMadeSlug, type ProductSlug } from "../products";
import { languages, type Language } from "../i18n/languages";
import { defineCollection, readContent, show } from "./collection";
import { pending, text } from "./fields";

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

const unknown = "null until the company gives it: the page does not show it, and the data sheet request asks for it.";

/** Words that differ between languages (a principle, a calibration procedure): one text each. */
const localText = z
  .strictObject(
    Object.fromEntries(
      languages.map((lng) => [
        lng,
        text.meta({ title: new Intl.DisplayNames(["en"], { type: "language" }).of(lng) }),
      ]),
    ) as Record<Language, typeof text>,
  )
  .meta({ description: "The same fact written in each language." });

export type LocalText = z.output<typeof localText>;

/** What a device measures, in which unit and over which range. */
const measurement = z
  .strictObject({
    quantity: localText.meta({
      title: "Quantity",
      description: "What is measured, as a table label: “Skin hydration” / « Hydratation cutanée ».",
    }),
    unit: text.meta({
      title: "Unit",
      description: "The unit's symbol, written alike in both languages: a.u., g/m²/h, µm.",
    }),
    min: z.number().meta({ title: "Lowest value measured" }),
    max: z.number().meta({ title: "Highest value measured" }),
  })
  .refine((range) => range.max > range.min, {
    path: ["max"],
    error: (issue) =>
      `must be more than min, not ${show((issue.input as { max?: unknown } | undefined)?.max)}`,
  })
  .meta({ title: "Measurement" });

export type Measurement = z.output<typeof measurement>;

/** A fact the company may not have given yet: null until then, and said so to the editor. */
function untilGiven<T extends z.ZodType>(schema: T, title: string, description: string) {
  return pending(schema).meta({ title, description: `${description} ${unknown}` });
}

/**
 * The facts an evaluator compares devices by, each null until the company gives it: the page
 * lists those given and asks for the rest in one data sheet request.
 */
const specs = z
  .strictObject({
    principle: untilGiven(
      localText,
      "Measuring principle",
      "How the device measures: “Capacitance” / « Capacitance ».",
    ),
    measurements: untilGiven(
      z.array(measurement).min(1),
      "Units and ranges",
      "Each quantity measured, its unit and its range.",
    ),
    repeatability: untilGiven(
      localText,
      "Repeatability",
      "As the validation report states it: “CV below 3 %” / « CV inférieur à 3 % ».",
    ),
    calibration: untilGiven(
      localText,
      "Calibration",
      "How and how often: “Factory calibrated, checked yearly” / « Étalonné en usine, vérifié chaque année ».",
    ),
    connectivity: untilGiven(
      z.array(text).min(1),
      "Connectivity",
      "Names written alike in both languages, joined for the language: Bluetooth LE, USB-C, Wi-Fi.",
    ),
    battery: untilGiven(
      localText,
      "Battery",
      "Life and charging: “8 h of measurement, USB-C charging” / « 8 h de mesure, recharge USB-C ».",
    ),
  })
  .meta({ title: "Specifications" });

export type Specs = z.output<typeof specs>;

/** A list of products, each once. */
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

const entry = z
  .strictObject({
    facts: z.array(fact).meta({ title: "Facts", description: "The page's fact table, in order." }),
    specs,
    related: uniqueSlugs(productSlugs as [ProductSlug, ...ProductSlug[]]).meta({
      title: "Works well with",
      description: "Other products shown at the foot of the page, in order.",
    }),
  })
  .meta({ title: "Product" });

/**
 * The catalogue's facts. Which products exist (their slugs, pages and copy) is code
 * (lib/products.ts); what is said about each is data.
 */
export const catalogueSchema = z
  .strictObject({
    products: z
      .strictObject(
        Object.fromEntries(productSlugs.map((slug) => [slug, entry.meta({ title: slug })])) as Record<
          ProductSlug,
          typeof entry
        >,
      )
      .superRefine((products, ctx) => {
        for (const slug of productSlugs) {
          // zod runs this after a product's own non-fatal issues too; a missing one stops it.
          const at = products[slug]?.related.indexOf(slug) ?? -1;
          if (at >= 0)
            ctx.addIssue({
              code: "custom",
              path: [slug, "related", at],
              input: slug,
              message: "a product is not related to itself",
            });
        }
      })
      .meta({
        title: "Products",
        description: "Each product's page, and the custom devices page.",
      }),
    trialKit: z
      .strictObject({
        devices: uniqueSlugs(readyMadeSlugs)
          .min(1)
          .meta({ title: "Devices", description: "The devices in the one-month trial test kit." }),
      })
      .meta({ title: "Trial test kit" }),
  })
  .meta({ description: "Device facts, related products and the trial test kit." });

export const catalogueCollection = defineCollection({
  name: "catalogue",
  label: "Catalogue",
  schema: catalogueSchema,
});

export type CatalogueEntry = z.output<typeof entry>;

/** A product page's facts, specifications and related products. */
export function catalogueEntry(slug: ProductSlug): CatalogueEntry {
  return readContent(catalogueCollection).products[slug];
}

/** The devices of the one-month trial test kit. */
export function trialKitDevices(): readonly ReadyMadeSlug[] {
  return readContent(catalogueCollection).trialKit.devices;
}
