"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * The visitor's current year, not the build year: the prerendered HTML carries the build
 * year, and hydration replaces it with the year of the visitor's clock without a mismatch.
 * The copy arrives translated, split around the year (`before`, `after`).
 */
export function CopyrightLine({
  before,
  after,
  buildYear,
}: {
  before: string;
  after: string;
  buildYear: number;
}) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return (
    <p data-testid="copyright">
      {before}
      {year}
      {after}
    </p>
  );
}
