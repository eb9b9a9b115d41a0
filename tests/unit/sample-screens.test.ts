import { describe, expect, it } from "vitest";
import { captureRows, planRows, visitState } from "../../components/product-ui/copilot-screens.tsx";
import { readCopy } from "../../lib/i18n/copy.ts";
import { languages } from "../../lib/i18n/languages.ts";

/**
 * The sample screens on copilot's and echo's pages tell one story each: what a buyer reads on
 * one screen must not contradict the next (issue 31: macro on the cheek in the plan, on the
 * forehead at the D14 visit; "8:30" above "Evening routine").
 */
describe.each(languages)("the sample screens (%s)", (lng) => {
  const pages = readCopy(lng, "product-pages") as {
    copilot: { showcase: { plan: { rows: string[] }; capture: { zones: string[] } } };
    echo: { showcase: { reminder: { time: string; title: string } } };
  };

  it("copilot's D14 visit asks for what the plan takes at D14, on the zone the plan names", () => {
    const { plan, capture } = pages.copilot.showcase;
    const today = visitState.indexOf("today");
    expect(capture.zones).toHaveLength(captureRows.length);
    captureRows.forEach(({ row }, i) => {
      expect(planRows[row].at[today], capture.zones[i]).toBe(1);
    });
    // The close-up (macro) is of one zone: the capture's zone for it is the plan's.
    const closeUp = planRows.findIndex(({ device }) => device === "macro");
    const zone = captureRows.findIndex(({ row }) => row === closeUp);
    expect(plan.rows[closeUp]!.toLowerCase()).toContain(capture.zones[zone]!.toLowerCase());
  });

  it("echo's evening reminder shows an evening time", () => {
    const { time } = pages.echo.showcase.reminder;
    expect(time).toMatch(/^\d{1,2}:\d{2}$/);
    expect(Number(time.split(":")[0])).toBeGreaterThanOrEqual(18);
  });
});
