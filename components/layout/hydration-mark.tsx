"use client";

import { useEffect } from "react";

/** The performance mark of the moment React has hydrated the page (read by the bench). */
export const HYDRATED_MARK = "hydrated";

/**
 * Marks the moment React has hydrated the page: `html[data-hydrated]`, for the end-to-end tests
 * to tell what happened before it from what happened after, and the bench's performance mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
