/** Times are ISO 8601 UTC text on both databases (docs/decisions/0007-query-layer.md). */
export const now = (): string => new Date().toISOString();
