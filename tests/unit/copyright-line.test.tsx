// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyrightLine } from "@/components/layout/copyright-line";

afterEach(() => vi.useRealTimers());

const line = <CopyrightLine before="© " after=" Epiderma. All rights reserved." buildYear={2026} />;

describe("CopyrightLine", () => {
  it("prerenders the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    expect(renderToString(line)).toContain("2026");
  });

  it("shows the visitor's current year in the browser, not the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    render(line);
    expect(screen.getByTestId("copyright")).toHaveTextContent(
      "© 2031 Epiderma. All rights reserved.",
    );
  });
});
