import { describe, expect, it } from "vitest";
import { parseContent } from "../../lib/content/collection.ts";
import { pricesCollection } from "../../lib/content/prices.ts";
import { readContent } from "../../lib/content/collection.ts";
import { products } from "../../lib/products.ts";
import type { PriceFile } from "../../lib/content/prices.ts";
import {
  configurationQuery,
  headlineState,
  readQuery,
} from "../../lib/pricing/calculator-state.ts";
import { optionIds, type OptionId } from "../../lib/pricing/model.ts";
import { onQuoteSlugs, priceRowId, trialKitConfiguration } from "../../lib/pricing/offers.ts";
import {
  breakEven,
  discountFor,
  headlinePrice,
  quote,
  roundHalfUp,
} from "../../lib/pricing/pricing.ts";

/**
 * A fixed copy of the price file, so these expectations do not move when sales edit it:
 * platform 6 €; pixel 39 € rental, 3,400 € per 20 panellists; macro 29 €, 2,400 €
 * per 10; touch 24 €, 1,900 € per 10. Panel tiers 50: 5 %, 200: 10 %, 1,000: 15 %,
 * 5,000: 20 %; duration tiers 6: 5 %, 12: 10 %, 24: 15 %.
 */
const fixture = {
  currency: "EUR",
  headline: { months: 12, panellists: 40, options: ["platform", "pixel"] },
  platform: { monthlyFeePerPanellist: 6 },
  devices: {
    pixel: { monthlyRentalPerPanellist: 39, purchasePrice: 3400, panellistsPerDevice: 20 },
    macro: { monthlyRentalPerPanellist: 29, purchasePrice: 2400, panellistsPerDevice: 10 },
    touch: { monthlyRentalPerPanellist: 24, purchasePrice: 1900, panellistsPerDevice: 10 },
  },
  discounts: {
    byPanellists: [
      { from: 1, percent: 0 },
      { from: 50, percent: 5 },
      { from: 200, percent: 10 },
      { from: 1000, percent: 15 },
      { from: 5000, percent: 20 },
    ],
    byMonths: [
      { from: 1, percent: 0 },
      { from: 6, percent: 5 },
      { from: 12, percent: 10 },
      { from: 24, percent: 15 },
    ],
  },
  // What a price includes: every point still to be given (each defaults to null).
  includes: {},
  trialKit: { price: 450, panellists: null },
};
const prices: PriceFile = parseContent(pricesCollection, fixture);

const all = [...optionIds];

describe("quote", () => {
  // [why, months, panellists, options, rental cents, purchase cents, devices]
  const cases: [string, number, number, OptionId[], number, number, number][] = [
    ["smallest study, platform only: purchase is the platform", 1, 1, ["platform"], 600, 600, 0],
    ["one camera bought for one panellist-month", 1, 1, ["pixel"], 3900, 340000, 1],
    // 3 cameras: 1,020,000 / 245 = 4,163.27 → 4,163
    ["below every tier", 5, 49, ["pixel"], 3900, 4163, 3],
    // 3,900 × 0.95 × 0.95 = 3,519.75 → 3,520; purchase 3 × 340,000 × 0.95 / 300 = 3,230
    ["first panel and duration tiers, exactly at 50 and 6", 6, 50, ["pixel"], 3520, 3230, 3],
    // (600 + 2,400) × 0.9 = 2,700; 540 + 4 × 190,000 / 480 = 2,123.33 → 2,123
    ["the page's default", 12, 40, ["platform", "touch"], 2700, 2123, 4],
    // 600 × 0.85 × 0.95 = 484.5: half up gives 485 (half to even would give 484)
    ["a half cent rounds up", 6, 1000, ["platform"], 485, 485, 0],
    // 2 cameras for 21 panellists: 680,000 / 63 = 10,793.65 → 10,794
    ["devices round up to whole units", 3, 21, ["pixel"], 3900, 10794, 2],
    ["one panellist past a device's capacity", 3, 20, ["pixel"], 3900, 5667, 1],
    // 9,800 × 0.8 × 0.85 = 6,664; 408 + 600,000,000 × 0.8 / 600,000 = 1,208
    ["everything at the largest volume", 60, 10_000, all, 6664, 1208, 2500],
    ["largest tiers start at 5,000 and 24", 24, 5000, ["macro"], 1972, 800, 500],
  ];

  it.each(cases)("%s", (_why, months, panellists, options, rental, purchase, devices) => {
    const result = quote(prices, { months, panellists, options });
    expect(result.rental.perPanellistMonth).toBe(rental);
    expect(result.purchase.perPanellistMonth).toBe(purchase);
    expect(result.devices).toBe(devices);
  });

  it("totals multiply the rounded unit price: per month for the panel, then for the study", () => {
    const { rental, purchase } = quote(prices, {
      months: 12,
      panellists: 40,
      options: ["platform", "touch"],
    });
    expect(rental).toEqual({ perPanellistMonth: 2700, monthly: 108_000, study: 1_296_000 });
    expect(purchase).toEqual({ perPanellistMonth: 2123, monthly: 84_920, study: 1_019_040 });
  });

  it("reports the discounts it applied", () => {
    expect(quote(prices, { months: 24, panellists: 999, options: ["touch"] }).discounts).toEqual({
      panellistsPercent: 10,
      monthsPercent: 15,
    });
  });

  it("does not depend on the order or repetition of options", () => {
    const a = quote(prices, { months: 7, panellists: 333, options: ["touch", "platform"] });
    const b = quote(prices, {
      months: 7,
      panellists: 333,
      options: ["platform", "touch", "touch"],
    });
    expect(a).toEqual(b);
  });

  it.each([
    [0, 10, ["platform"]],
    [61, 10, ["platform"]],
    [1.5, 10, ["platform"]],
    [12, 0, ["platform"]],
    [12, 10_001, ["platform"]],
    [12, Number.NaN, ["platform"]],
    [12, 10, []],
  ] as [number, number, OptionId[]][])(
    "refuses months %s, panellists %s, options %j",
    (months, panellists, options) => {
      expect(() => quote(prices, { months, panellists, options })).toThrow(RangeError);
    },
  );

  it("agrees with a plain floating-point reading of the price file, on a grid of inputs", () => {
    const subsets = Array.from({ length: 15 }, (_, mask) =>
      all.filter((_, i) => (mask + 1) & (1 << i)),
    );
    const rate = (tiers: { from: number; percent: number }[], n: number) =>
      1 - discountFor(tiers, n) / 100;
    for (const months of [1, 5, 6, 11, 12, 23, 24, 37, 60])
      for (const panellists of [1, 9, 10, 11, 49, 50, 199, 200, 999, 1000, 4999, 5000, 10_000])
        for (const options of subsets) {
          const v = rate(prices.discounts.byPanellists, panellists);
          const d = rate(prices.discounts.byMonths, months);
          const devices = options.filter((o) => o !== "platform") as Exclude<
            OptionId,
            "platform"
          >[];
          const fee = options.includes("platform") ? prices.platform.monthlyFeePerPanellist : 0;
          const rental =
            (fee + devices.reduce((s, id) => s + prices.devices[id].monthlyRentalPerPanellist, 0)) *
            v *
            d;
          const bought = devices.reduce(
            (s, id) =>
              s +
              Math.ceil(panellists / prices.devices[id].panellistsPerDevice) *
                prices.devices[id].purchasePrice,
            0,
          );
          const purchase = fee * v * d + (bought * v) / (panellists * months);
          const result = quote(prices, { months, panellists, options });
          // Within half a cent of the exact price (plus floating-point noise).
          expect(Math.abs(result.rental.perPanellistMonth - rental * 100)).toBeLessThan(0.5001);
          expect(Math.abs(result.purchase.perPanellistMonth - purchase * 100)).toBeLessThan(0.5001);
        }
  });
});

describe("headlinePrice", () => {
  it("is what the reference study pays, the platform included, the cheaper way", () => {
    // platform + camera, 40 panellists (no panel discount), 12 months (10 %): rented
    // (6 + 39) × 0.9 = 40.50; bought 6 × 0.9 + 2 cameras × 3,400 / (40 × 12) = 19.5667 → 19.57
    expect(headlinePrice(prices)).toEqual({
      input: { months: 12, panellists: 40, options: ["platform", "pixel"] },
      way: "purchase",
      perPanellistMonth: 1957,
    });
  });

  it("is the price the calculator shows for that study, in the price file sales edit", () => {
    const live = readContent(pricesCollection);
    const headline = headlinePrice(live);
    expect(headline.input.options).toContain("platform");
    const { rental, purchase } = quote(live, live.headline);
    expect(headline.perPanellistMonth).toBe(
      Math.min(rental.perPanellistMonth, purchase.perPanellistMonth),
    );
  });

  it("takes renting when it is the cheaper way", () => {
    const few = {
      ...prices,
      headline: { months: 1, panellists: 1, options: ["platform", "touch"] },
    };
    expect(headlinePrice(few as PriceFile)).toMatchObject({
      way: "rental",
      perPanellistMonth: 3000,
    });
  });

  it.each([
    [
      { months: 12, panellists: 40, options: ["pixel"] },
      "headline.options: must include the platform",
    ],
    [
      { months: 61, panellists: 40, options: ["platform"] },
      "headline.months: must be a whole number from 1 to 60",
    ],
    [
      { months: 12, panellists: 40, options: ["platform", "dermo"] },
      "headline.options[1]: must be one of",
    ],
    [
      { months: 12, panellists: 40, options: ["platform", "platform"] },
      "headline.options: must name each option once",
    ],
  ])("the price file refuses the reference study %j", (headline, message) => {
    expect(() => parseContent(pricesCollection, { ...fixture, headline })).toThrow(message);
  });
});

describe("breakEven", () => {
  const camera = { panellists: 40, options: ["platform", "pixel"] as OptionId[] };

  it("is the first month from which buying costs less, for every longer study too", () => {
    // 4 months: bought 6 + 2 × 3,400 / 160 = 48.50 > rented 45; 5 months: 6 + 34 = 40 < 45
    const price = (months: number) => quote(prices, { ...camera, months });
    expect(price(4).purchase.perPanellistMonth).toBeGreaterThan(price(4).rental.perPanellistMonth);
    expect(breakEven(prices, camera)).toEqual({ kind: "buy", months: 5 });
    for (let months = 5; months <= 60; months++)
      expect(price(months).purchase.perPanellistMonth).toBeLessThan(
        price(months).rental.perPanellistMonth,
      );
  });

  it("is the month from which buying stays cheaper, when a duration tier tips it back", () => {
    // A camera of 800 € for one panellist: bought 34.78 < rented 35.10 at 23 months, but at 24
    // the 15 % duration tier makes renting 33.15 against 33.33 bought; from 25 on, buying wins.
    const tipping = {
      ...prices,
      devices: {
        ...prices.devices,
        pixel: { monthlyRentalPerPanellist: 39, purchasePrice: 800, panellistsPerDevice: 1 },
      },
    };
    const price = (months: number) => quote(tipping, { months, panellists: 1, options: ["pixel"] });
    expect(price(23).purchase.perPanellistMonth).toBeLessThan(price(23).rental.perPanellistMonth);
    expect(price(24).purchase.perPanellistMonth).toBeGreaterThan(
      price(24).rental.perPanellistMonth,
    );
    expect(breakEven(tipping, { panellists: 1, options: ["pixel"] })).toEqual({
      kind: "buy",
      months: 25,
    });
  });

  it("says renting stays cheaper when buying never catches up within 60 months", () => {
    // one camera for one panellist: 3,400 over 60 months is 56.67 a month, against 45 × 0.85
    expect(breakEven(prices, { panellists: 1, options: ["platform", "pixel"] })).toEqual({
      kind: "rent",
    });
  });

  it("says the two are the same without a device", () => {
    expect(breakEven(prices, { panellists: 40, options: ["platform"] })).toEqual({ kind: "same" });
  });

  it("can be the first month", () => {
    const cheap = {
      ...prices,
      devices: { ...prices.devices, touch: { ...prices.devices.touch, purchasePrice: 10 } },
    };
    expect(breakEven(cheap, { panellists: 10, options: ["touch"] })).toEqual({
      kind: "buy",
      months: 1,
    });
  });
});

describe("devices on quote", () => {
  it("are the products the price file does not price, in catalogue order", () => {
    const prices = readContent(pricesCollection);
    const priced = (option: OptionId) =>
      option === "platform" ? prices.platform !== undefined : option in prices.devices;
    const unpriced = products().filter(({ pricing }) => pricing === null || !priced(pricing));
    expect(onQuoteSlugs()).toEqual(unpriced.map(({ slug }) => slug));
    expect(onQuoteSlugs()).toContain("dermo");
    expect(onQuoteSlugs()).not.toContain("pixel");
  });

  it("each solution's pricing link lands on its row of the price list", () => {
    for (const { slug, pricing } of products()) expect(priceRowId(slug)).toBe(pricing ?? slug);
    expect(priceRowId("echo")).toBe("platform");
  });
});

describe("the configurations the contact links carry", () => {
  it("the calculator's: its shared link's query without the question mark", () => {
    expect(
      configurationQuery({ months: "24", panellists: "500", options: ["platform", "pixel"] }),
    ).toBe("months=24&panellists=500&options=platform,pixel");
  });

  it("the trial test kit's: one month, the platform and its devices, its panel once known", () => {
    expect(trialKitConfiguration(["pixel", "macro", "touch"], null)).toBe(
      "months=1&options=platform,pixel,macro,touch",
    );
    expect(trialKitConfiguration(["macro"], 12)).toBe(
      "months=1&panellists=12&options=platform,macro",
    );
  });
});

describe("a shared link", () => {
  // What the calculator starts from, which a link's missing parameters keep.
  const headline = headlineState(prices.headline);

  it("opens its configuration, in catalogue order, unknown options dropped", () => {
    expect(readQuery("?months=24&panellists=500&options=touch,platform,dermo", headline)).toEqual({
      months: "24",
      panellists: "500",
      options: ["platform", "touch"],
    });
  });

  it("shared before the devices took their product ids (decision 0032) still opens", () => {
    expect(
      readQuery("?months=6&panellists=30&options=platform,camera,dermatoscope,probe", headline),
    ).toEqual({
      months: "6",
      panellists: "30",
      options: ["platform", "pixel", "macro", "touch"],
    });
  });
});

describe("roundHalfUp", () => {
  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [25, 10, 3],
    [0, 7, 0],
    [2 ** 52 + 1, 2, 2 ** 51 + 1],
  ])("%i / %i → %i", (n, d, expected) => {
    expect(roundHalfUp(n, d)).toBe(expected);
  });
});
