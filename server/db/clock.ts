// Decision 0007.
export const now = (): string => new Date().toISOString();
