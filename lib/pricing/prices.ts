import data from "./prices.json";
import { parsePrices } from "./check-prices";

/** The price file, checked when first imported: a bad edit fails the build, naming the field. */
export const prices = parsePrices(data);
