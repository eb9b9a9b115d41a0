/** The median of the numbers given (nulls left out); null when there are none. */
export function median(values: ReadonlyArray<number | null>): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** The `q` quantile of latencies sorted in ascending order, in whole milliseconds (0 if none). */
export function quantileMs(sorted: readonly number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** One load's outcome in the API step (bench/lib/api.ts, bench/lib/postgres-alone.ts). */
export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
}
