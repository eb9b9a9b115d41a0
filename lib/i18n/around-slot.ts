// Copy around a value only the browser knows: the server translates the text, the client
// component puts the value between the two halves, so the page ships no i18next for it.
const slot = "\u{E000}";

export type AroundSlot = readonly [before: string, after: string];

export function aroundSlot(translate: (value: string) => string): AroundSlot {
  const [before = "", after = "", ...rest] = translate(slot).split(slot);
  if (rest.length > 0) throw new Error(`The value appears more than once in "${translate("…")}"`);
  return [before, after];
}

export const fillSlot = ([before, after]: AroundSlot, value: string | number): string =>
  `${before}${value}${after}`;
