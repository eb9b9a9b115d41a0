"use client";

import { useEffect } from "react";

export const HYDRATED_MARK = "hydrated";

// html[data-hydrated] for the end-to-end tests, and a performance mark for the bench.
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
