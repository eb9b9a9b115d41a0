// Formula injection: spreadsheets run = + - @ | as formulas (Excel also their full-width forms),
// some after leading spaces, and split or strip tab, CR and LF. Such cells get an apostrophe.
const FORMULA_START = /^(?:[\t\r\n]|[\s\u3000]*[=+\-@|\uff1d\uff0b\uff0d\uff20\uff5c])/;

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
