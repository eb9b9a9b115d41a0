"use client";

import { useEffect } from "react";

/** The same `hydrated` mark as the site's, so the bench can compare times to hydration. */
export function HydrationMark() {
  useEffect(() => {
    performance.mark("hydrated");
  }, []);
  return null;
}
