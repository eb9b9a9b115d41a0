// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../components/i18n/i18n-provider.tsx";
import { CopyrightLine } from "../../components/layout/copyright-line.tsx";
import { pickCopy } from "../../lib/i18n/copy.ts";
import { renderWithCopy } from "./render.tsx";

afterEach(() => vi.useRealTimers());

const line = <CopyrightLine buildYear={2026} />;

describe("CopyrightLine", () => {
  it("prerenders the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    const html = renderToString(
      <I18nProvider lng="en" copy={pickCopy("en", ["common"])}>
        {line}
      </I18nProvider>,
    );
    expect(html).toContain("© 2026 Epiderma. All rights reserved.");
  });

  it("shows the visitor's current year in the browser, not the build year", () => {
    vi.useFakeTimers({ now: new Date("2031-02-03T10:00:00Z"), toFake: ["Date"] });
    renderWithCopy(line, "en", ["common"]);
    expect(screen.getByTestId("copyright")).toHaveTextContent(
      "© 2031 Epiderma. All rights reserved.",
    );
  });
});
