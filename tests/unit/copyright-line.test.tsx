// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyrightLine } from "../../components/layout/copyright-line.tsx";
import { aroundSlot } from "../../lib/i18n/around-slot.ts";
import { getT } from "../../lib/i18n/server.ts";

afterEach(() => vi.useRealTimers());

const text = aroundSlot((year) => getT("en", "common")("copyright", { year, company: "Epiderma" }));
const line = <CopyrightLine text={text} buildYear={2026} />;

describe("CopyrightLine", () => {
  it("prerenders the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    const html = renderToString(line).replaceAll("<!-- -->", "");
    expect(html).toContain("© 2026 Epiderma. All rights reserved.");
  });

  it("shows the visitor's current year in the browser, not the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    render(line);
    expect(screen.getByTestId("copyright")).toHaveTextContent(
      "© 2031 Epiderma. All rights reserved.",
    );
  });
});

describe("aroundSlot", () => {
  it("splits a translation around the value the browser fills in", () => {
    expect(aroundSlot((when) => `Ask again ${when}.`)).toEqual(["Ask again ", "."]);
  });

  it("refuses a text that holds the value twice", () => {
    expect(() => aroundSlot((year) => `${year}–${year}`)).toThrow(/more than once/);
  });
});
