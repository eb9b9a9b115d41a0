import { useSyncExternalStore } from "react";

const noChange = () => () => {};

// `server` while prerendered and hydrating, then `client`: the HTML and the first render agree.
export function useClientValue<T>(client: () => T, server: T): T {
  return useSyncExternalStore(noChange, client, () => server);
}

// False while prerendered and hydrating: the HTML keeps the browser's own behaviour until the
// script can validate with the page's messages and send in place.
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
