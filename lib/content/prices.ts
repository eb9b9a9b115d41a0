import { z } from "zod";
import { deviceIds, limits, optionIds, priceFactKeys, type DeviceId } from "../pricing/model.ts";
import { defineCollection, readContent, show } from "./collection.ts";
import { pending } from "./fields.ts";

// Upper bounds stop a typo (an extra zero) and keep the pricing's integer arithmetic exact.
const maxMonthly = 1_000;
const maxPurchase = 100_000;

function amount(max: number, title: string) {
  const error = (issue: { input?: unknown }) =>
    `must be an amount in euros from 0 to ${max} with at most 2 decimals, not ${show(issue.input)}`;
  return z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .multipleOf(0.01, { error })
    .meta({ title, description: "Euros excluding VAT, at most 2 decimals." });
}

function wholeNumber(min: number, max: number) {
  const error = (issue: { input?: unknown }) =>
    `must be a whole number from ${min} to ${max}, not ${show(issue.input)}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
}

function tiers(max: number, unit: string) {
  return z
    .array(
      z.strictObject({
        from: wholeNumber(1, max).meta({ title: `From (${unit})` }),
        percent: wholeNumber(0, 90).meta({ title: "Discount (%)" }),
      }),
    )
    .min(1, { error: `must be a non-empty list of { "from", "percent" }` })
    .superRefine((list, ctx) =>
      list.forEach(({ from }, i) => {
        const before = list[i - 1]?.from;
        const message =
          before === undefined
            ? from !== 1 && "must be 1: the first tier starts at 1"
            : from <= before && `must be greater than the tier before it (${before})`;
        if (message) ctx.addIssue({ code: "custom", path: [i, "from"], input: from, message });
      }),
    )
    .meta({
      title: `Discounts by ${unit}`,
      description: "Tiers in rising order, the first from 1; whole percentages from 0 to 90.",
    });
}

const unknownUntilGiven = "Empty (null) until sales confirms it: the page invites the question.";

const includes = z
  .strictObject(
    Object.fromEntries(
      priceFactKeys.map((key) => [
        key,
        pending(z.boolean()).meta({
          title: key.charAt(0).toUpperCase() + key.slice(1),
          description: `true: every price includes it; false: quoted apart. ${unknownUntilGiven}`,
        }),
      ]),
    ) as Record<(typeof priceFactKeys)[number], ReturnType<typeof pending<z.ZodBoolean>>>,
  )
  .meta({
    title: "What a price includes",
    description:
      "Setup, training, user accounts, data storage, the devices' warranty and calibration, shipping.",
  });

const device = z.strictObject({
  monthlyRentalPerPanellist: amount(maxMonthly, "Monthly rental per panellist"),
  purchasePrice: amount(maxPurchase, "Purchase price"),
  panellistsPerDevice: wholeNumber(1, limits.panellists.max).meta({
    title: "Panellists per device",
    description: "How many panellists share one device: a panel of 45 with 10 needs 5.",
  }),
});

export const pricesSchema = z
  .strictObject({
    currency: z
      .literal("EUR", {
        error: (issue) => `must be "EUR" (prices are for the euro zone), not ${show(issue.input)}`,
      })
      .meta({ title: "Currency" }),
    headline: z
      .strictObject({
        months: wholeNumber(limits.months.min, limits.months.max).meta({ title: "Months" }),
        panellists: wholeNumber(limits.panellists.min, limits.panellists.max).meta({
          title: "Panellists",
        }),
        options: z
          .array(
            z.enum(optionIds, {
              error: (issue) =>
                `must be one of the calculator's options (${optionIds.join(", ")}), not ${show(issue.input)}`,
            }),
          )
          .min(1, { error: "must name at least one option" })
          .refine((list) => list.includes("platform"), {
            error: "must include the platform: every study needs it",
          })
          .refine((list) => new Set(list).size === list.length, {
            error: "must name each option once",
          })
          .meta({ title: "Options" }),
      })
      .meta({
        title: "Headline study",
        description:
          "The study whose price the pricing page leads with, written next to it: a real one, the platform included.",
      }),
    platform: z
      .strictObject({
        monthlyFeePerPanellist: amount(maxMonthly, "Monthly fee per panellist"),
      })
      .meta({ title: "Platform", description: "copilot with the echo app." }),
    devices: z
      .strictObject(
        Object.fromEntries(deviceIds.map((id) => [id, device.meta({ title: id })])) as Record<
          DeviceId,
          typeof device
        >,
        {
          error: (issue) =>
            issue.code === "unrecognized_keys"
              ? `not a device of the calculator (${deviceIds.join(", ")})`
              : undefined,
        },
      )
      .meta({
        title: "Devices",
        description: "The devices the calculator prices, by product: pixel, macro, touch.",
      }),
    includes,
    discounts: z
      .strictObject({
        byPanellists: tiers(limits.panellists.max, "panellists"),
        byMonths: tiers(limits.months.max, "months"),
      })
      .meta({
        title: "Discounts",
        description: "Rental takes both (they multiply); purchase takes the panel-size one.",
      }),
    trialKit: z
      .strictObject({
        price: amount(maxPurchase, "Price"),
        panellists: wholeNumber(1, limits.panellists.max).nullable().meta({
          title: "Panellists served",
          description:
            "How many panellists the kit serves; empty (null) until the company states it.",
        }),
        creditedOnOrder: pending(z.boolean()).meta({
          title: "Credited on an order",
          description: `true: the kit's price is deducted from a later order; false: it is not. ${unknownUntilGiven}`,
        }),
      })
      .meta({
        title: "Trial test kit",
        description: "The one-month kit of pixel, macro and touch.",
      }),
  })
  .meta({ description: "Every amount of the pricing page, in euros excluding VAT." });

export const pricesCollection = defineCollection({
  name: "prices",
  label: "Prices",
  schema: pricesSchema,
});

export type PriceFile = z.output<typeof pricesSchema>;

export function readPrices(): PriceFile {
  return readContent(pricesCollection);
}
