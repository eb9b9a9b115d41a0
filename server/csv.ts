/**
 * CSV for `npm run export` (RFC 4180: comma, CRLF, fields quoted when they hold a comma, quote
 * or line break, quotes doubled).
 *
 * Formula injection: a spreadsheet runs a cell starting with = + - @ as a formula, | as a DDE
 * call, their full-width forms (＝ ＋ － ＠ ｜, which East Asian input methods type and Excel reads
 * as the ASCII ones), and any of them behind leading spaces or line breaks, which some strip
 * first; tab, carriage return and line feed start a cell that some split or strip. Anyone can
 * type such a message or name. Those cells get a leading apostrophe, which spreadsheets show as
 * text; the exported value then differs from the stored one by that first character only.
 */
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
