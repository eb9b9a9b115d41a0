import { afterEach } from "vitest";

// Testing Library and its matchers only where there is a document: the node files (the server,
// the build, the export) would each load React DOM for nothing.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom;
if (dom) {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");
  // Testing Library unmounts between tests only by itself when test globals are on; they are not.
  afterEach(() => cleanup());

  // Node 25 and later define their own localStorage and sessionStorage, undefined without
  // --localstorage-file; Vitest then leaves jsdom's Storage off the global (it copies only keys
  // the global lacks). Point both names back at jsdom's window, which Vitest exposes as `jsdom`.
  for (const name of ["localStorage", "sessionStorage"] as const) {
    Object.defineProperty(globalThis, name, {
      value: dom.window[name],
      configurable: true,
      writable: true,
    });
  }
}
