/** Text as HTML, safe in an element and in a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
