/**
 * How a grid of cards splits into rows so that no card sits alone beside empty space: rows as
 * even as possible, the shorter ones first (their wider cards lead). Seven cards at most three a
 * row make 2, 2, 3; at most two a row, 1, 2, 2, 2 (the first card spans the row).
 */
export function rowSizes(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < rows - longer ? base : base + 1));
}

/** For each card, the number of cards on its row. */
export function cardsPerRowOf(count: number, perRow: number): number[] {
  return rowSizes(count, perRow).flatMap((size) => Array<number>(size).fill(size));
}
