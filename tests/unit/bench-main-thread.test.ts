/**
 * The bench's main-thread CPU figure (bench/lib/main-thread.ts), over a trace shaped as Chromium
 * writes it: the page's renderer main thread only, from the main frame's navigation start to the
 * mark, thread time rather than wall time.
 */
import { describe, expect, it } from "vitest";
import { mainThreadCpuMs } from "../../bench/lib/main-thread.ts";

const page = 7;
const other = 9;
const trace = [
  { name: "thread_name", ph: "M", pid: page, tid: 1, ts: 0, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", pid: page, tid: 2, ts: 0, args: { name: "Compositor" } },
  { name: "thread_name", ph: "M", pid: other, tid: 1, ts: 0, args: { name: "CrRendererMain" } },
  // about:blank's navigation, then the page's.
  {
    name: "navigationStart",
    ph: "R",
    pid: page,
    tid: 1,
    ts: 500_000,
    args: { data: { isLoadingMainFrame: true } },
  },
  {
    name: "navigationStart",
    ph: "R",
    pid: page,
    tid: 1,
    ts: 1_000_000,
    args: { data: { isLoadingMainFrame: true } },
  },
  {
    name: "navigationStart",
    ph: "R",
    pid: page,
    tid: 1,
    ts: 1_050_000,
    args: { data: { isLoadingMainFrame: false } },
  },
  { name: "RunTask", ph: "X", pid: page, tid: 1, ts: 900_000, dur: 40_000, tdur: 30_000 },
  { name: "RunTask", ph: "X", pid: page, tid: 1, ts: 1_010_000, dur: 80_000, tdur: 20_000 },
  { name: "Layout", ph: "X", pid: page, tid: 1, ts: 1_020_000, dur: 60_000, tdur: 15_000 },
  { name: "RunTask", ph: "X", pid: page, tid: 2, ts: 1_020_000, dur: 10_000, tdur: 10_000 },
  { name: "RunTask", ph: "X", pid: other, tid: 1, ts: 1_020_000, dur: 10_000, tdur: 10_000 },
  { name: "firstContentfulPaint", ph: "R", pid: page, tid: 1, ts: 1_100_000 },
  { name: "RunTask", ph: "X", pid: page, tid: 1, ts: 1_200_000, dur: 90_000, tdur: 45_500 },
  { name: "RunTask", ph: "X", pid: page, tid: 1, ts: 1_400_000, dur: 5_000 },
  { name: "RunTask", ph: "X", pid: page, tid: 1, ts: 1_600_000, dur: 70_000, tdur: 70_000 },
];

describe("the main thread's CPU time until a mark", () => {
  it("adds the thread time of the page's main-thread tasks from the main frame's navigation to the mark", () => {
    // 20 + 45.5, and 5 of wall time where the trace gave no thread time; the task at 600 ms is past the mark.
    expect(mainThreadCpuMs(trace, 500)).toBe(70.5);
    expect(mainThreadCpuMs(trace, 700)).toBe(140.5);
  });

  it("gives no figure without the mark or without the page's paint", () => {
    expect(mainThreadCpuMs(trace, null)).toBeNull();
    expect(
      mainThreadCpuMs(
        trace.filter((event) => event.name !== "firstContentfulPaint"),
        500,
      ),
    ).toBeNull();
  });
});
