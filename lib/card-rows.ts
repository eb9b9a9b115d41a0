// Rows as even as possible, the shorter ones first, so that no card sits alone beside empty space.
export function rowSizes(count: number, perRow: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / perRow);
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < rows - longer ? base : base + 1));
}

export function cardsPerRowOf(count: number, perRow: number): number[] {
  return rowSizes(count, perRow).flatMap((size) => Array<number>(size).fill(size));
}
