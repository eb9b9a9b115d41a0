import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts between tests only by itself when test globals are on; they are not.
afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});

// Node 25 and later define their own localStorage and sessionStorage, undefined without
// --localstorage-file; Vitest then leaves jsdom's Storage off the global (it copies only keys the
// global lacks). Point both names back at jsdom's window, which Vitest exposes as `jsdom`.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
if (dom) {
  for (const name of ["localStorage", "sessionStorage"] as const) {
    Object.defineProperty(globalThis, name, {
      value: dom.window[name],
      configurable: true,
      writable: true,
    });
  }
}
