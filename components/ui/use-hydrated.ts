import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False while the page is prerendered and while React hydrates it, true from the next render
 * on: for what only the page's script can do (validating with the page's own messages, sending
 * in place), so the HTML keeps the browser's own behaviour until the script takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
