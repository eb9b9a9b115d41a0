export const PLACEHOLDER_SOURCE = String.raw`\{\{[^{}]*\}\}`;
export const TAG_SOURCE = String.raw`<\/?[A-Za-z][^<>]*>`;

const markup = new RegExp(`${PLACEHOLDER_SOURCE}|${TAG_SOURCE}`, "g");

export function markupOf(text: string): string[] {
  return [...new Set(text.match(markup) ?? [])];
}
