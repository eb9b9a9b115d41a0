import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * `server` while the page is prerendered and while React hydrates it, what `client` reads from
 * the browser from the next render on: the HTML and the first render agree, with no mismatch.
 */
export function useClientValue<T>(client: () => T, server: T): T {
  return useSyncExternalStore(noChange, client, () => server);
}

/**
 * False while the page is prerendered and while React hydrates it, true from the next render
 * on: for what only the page's script can do (validating with the page's own messages, sending
 * in place), so the HTML keeps the browser's own behaviour until the script takes over.
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
