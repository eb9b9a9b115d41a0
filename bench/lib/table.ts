/** Plain-text tables for the terminal: first column left-aligned, the others right-aligned. */
export function formatTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? cell.length;
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** Bytes as KB with one decimal (1 KB = 1000 bytes). */
export function kb(bytes: number | null, signed = false): string {
  if (bytes === null) return "n/a";
  const text = (bytes / 1000).toFixed(1);
  return signed && bytes >= 0 ? `+${text}` : text;
}

export function integer(value: number | null): string {
  return value === null ? "n/a" : String(Math.round(value));
}

export function decimal(value: number | null, digits = 3): string {
  return value === null ? "n/a" : value.toFixed(digits);
}
