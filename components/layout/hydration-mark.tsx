"use client";

import { useEffect } from "react";

/** The performance mark of the moment React has hydrated the page (read by the bench). */
export const HYDRATED_MARK = "hydrated";

/**
 * Marks the moment React has hydrated the page: `html[data-hydrated]`, which the end-to-end
 * tests use to tell what happened before it from what happened after, and a performance mark,
 * which the bench reads to measure time to hydration.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
