"use client";

import { useEffect } from "react";

/**
 * Sets `html[data-hydrated]` once React has hydrated the page. The build loads React after the
 * first paint, so the load event no longer means the page is interactive: the end-to-end tests
 * wait for this mark before they use a widget.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
