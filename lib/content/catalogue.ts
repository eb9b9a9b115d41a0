import { z } from "zod";
import productNames from "../../locales/en/products.json" with { type: "json" };
import { optionIds } from "../pricing/model.ts";
import { studyTypes } from "../use-cases.ts";
import { languages, type Language } from "../i18n/languages.ts";
import { defineCollection, readContent, show } from "./collection.ts";
import { pending, text } from "./fields.ts";

const positive = z.number().positive();

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

const unknown =
  "null until the company gives it: the page does not show it, and the data sheet request asks for it.";

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

const measurement = z
  .strictObject({
    quantity: localText.meta({
      title: "Quantity",
      description:
        "What is measured, as a table label: “Skin hydration” / « Hydratation cutanée ».",
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

function untilGiven<T extends z.ZodType>(schema: T, title: string, description: string) {
  return pending(schema).meta({ title, description: `${description} ${unknown}` });
}

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

const slug = z.enum(Object.keys(productNames) as [keyof typeof productNames], {
  error: (issue) =>
    `has no name in locales/en/products.json (add its copy under ${show(issue.input)} first)`,
});

export type ProductSlug = z.output<typeof slug>;

const uniqueSlugs = z.array(slug).superRefine((list, ctx) =>
  list.forEach((item, i) => {
    if (list.indexOf(item) !== i)
      ctx.addIssue({
        code: "custom",
        path: [i],
        input: item,
        message: `${show(item)} is listed twice`,
      });
  }),
);

const file = z.string().regex(/^[a-z0-9-]+\.svg$/, {
  error: (issue) => `must be an SVG file's name, not ${show(issue.input)}`,
});

function image(folder: string) {
  return {
    file: file.meta({ title: "File", description: `An SVG file in public/${folder}/.` }),
    width: z.int().positive().meta({ title: "Width (px)" }),
    height: z.int().positive().meta({ title: "Height (px)" }),
  };
}

const entry = z
  .strictObject({
    slug: slug.meta({
      title: "Slug",
      description: "Its page is /solutions/{slug}; its copy is filed under it.",
    }),
    kind: z.enum(["software", "device", "custom"]).meta({
      title: "Kind",
      description:
        "software: drawn beside its promise; device: an instrument, drawn with its dimensions; custom: made to a protocol, quoted.",
    }),
    drawing: z
      .strictObject({
        ...image("illustrations"),
        pxPerMm: pending(positive).meta({
          title: "Scale (px/mm)",
          description: "Drawn to its real dimensions at this scale; null: not to scale.",
        }),
      })
      .meta({ title: "Drawing" }),
    icon: file.meta({
      title: "Icon",
      description: "An SVG file in public/icons/, drawn on a 24-unit grid.",
    }),
    output: pending(z.strictObject(image("illustrations"))).meta({
      title: "Output figure",
      description: "What the device gives; null: none.",
    }),
    pricing: pending(z.enum(optionIds)).meta({
      title: "Calculator option",
      description: "The calculator's option that prices it; null: on quote.",
    }),
    studies: z
      .array(
        z.strictObject({
          study: z.enum(studyTypes).meta({ title: "Study type" }),
          days: z.array(z.int().min(0)).min(1).meta({
            title: "Visit days",
            description: "The days of the example design it measures at (0: the first visit).",
          }),
        }),
      )
      .meta({
        title: "Studies",
        description: "The use cases' example designs that measure with it.",
      }),
    facts: z.array(fact).meta({ title: "Facts", description: "The page's fact table, in order." }),
    specs,
    related: uniqueSlugs.meta({
      title: "Works well with",
      description: "Other products shown at the foot of the page, in order.",
    }),
  })
  .meta({ title: "Product" });

export const catalogueSchema = z
  .strictObject({
    products: z
      .array(entry)
      .min(1)
      .superRefine((products, ctx) => {
        const slugs = products.map((product) => product.slug);
        products.forEach((product, i) => {
          const issue = (path: PropertyKey[], input: unknown, message: string) =>
            ctx.addIssue({ code: "custom", path: [i, ...path], input, message });
          if (slugs.indexOf(product.slug) !== i)
            issue(["slug"], product.slug, `${show(product.slug)} is already a product`);
          product.related.forEach((other, j) => {
            if (other === product.slug)
              issue(["related", j], other, "a product is not related to itself");
            else if (!slugs.includes(other))
              issue(["related", j], other, "not a product of the catalogue");
          });
        });
      })
      .meta({ title: "Products", description: "Each product, in the order the site lists them." }),
    trialKit: z
      .strictObject({
        devices: uniqueSlugs
          .min(1)
          .meta({ title: "Devices", description: "The devices in the one-month trial test kit." }),
      })
      .meta({ title: "Trial test kit" }),
  })
  .meta({ description: "The products, their facts and drawings, and the trial test kit." });

export const catalogueCollection = defineCollection({
  name: "catalogue",
  label: "Catalogue",
  schema: catalogueSchema,
});

export type Product = z.output<typeof entry>;

export function trialKitDevices(): readonly ProductSlug[] {
  return readContent(catalogueCollection).trialKit.devices;
}
