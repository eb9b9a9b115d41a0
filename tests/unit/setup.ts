import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts between tests only by itself when test globals are on; they are not.
afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});

// jsdom lacks ResizeObserver, which Headless UI uses to follow moving anchors.
if (typeof window !== "undefined" && typeof window.ResizeObserver === "undefined") {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
