/**
 * What the code puts into the copy and translators must keep as written: i18next placeholders
 * (`{{year}}`, `{{max, number}}`) and the tags `<Trans>` turns into elements
 * (`<privacy>…</privacy>`). French typography leaves them alone (lib/i18n/typography.ts) and the
 * browser editor refuses a text that loses one (builder/editor/locale-fields.ts).
 */

/** A placeholder, as a regular expression's source. */
export const PLACEHOLDER_SOURCE = String.raw`\{\{[^{}]*\}\}`;
/** A tag, opening, closing or self-closing, with its attributes. */
export const TAG_SOURCE = String.raw`<\/?[A-Za-z][^<>]*>`;

const markup = new RegExp(`${PLACEHOLDER_SOURCE}|${TAG_SOURCE}`, "g");

/** The placeholders and tags of a text, in order, each once. */
export function markupOf(text: string): string[] {
  return [...new Set(text.match(markup) ?? [])];
}
