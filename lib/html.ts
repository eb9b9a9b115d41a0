/** Text as HTML, safe in an element and in a quoted attribute value. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A value as JSON inside a `<script>`: no `</script>` or `<!--` can end or change it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c");
