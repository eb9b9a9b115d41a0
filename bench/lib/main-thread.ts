/**
 * The page's main-thread CPU time until React had hydrated it, read from the trace Lighthouse
 * recorded for the run (no second load).
 *
 * Lighthouse's TBT and task durations are wall-clock times: on this two-core machine, where the
 * browser, its other processes and Lighthouse share the cores with the page, a task's wall time
 * during the load is often three to five times its CPU time. The thread time (`tdur`) of the
 * renderer's top-level tasks counts only the work the page asked of the CPU (parsing, style,
 * layout, paint, script), for the site and the floor alike: steadier from run to run than TBT,
 * though not steady (docs/decisions/0013-first-paint.md).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean } };
}

/**
 * CPU milliseconds the page's main thread spent in top-level tasks that started between the
 * main frame's navigation start and `untilMs` after it; null if the trace lacks what it takes.
 */
export function mainThreadCpuMs(
  events: readonly TraceEvent[],
  untilMs: number | null,
): number | null {
  if (untilMs === null) return null;
  const paint = events.findLast((event) => event.name === "firstContentfulPaint");
  if (paint === undefined) return null;
  const thread = events.find(
    (event) =>
      event.ph === "M" &&
      event.name === "thread_name" &&
      event.pid === paint.pid &&
      event.args?.name === "CrRendererMain",
  );
  const start = events.findLast(
    (event) =>
      event.name === "navigationStart" &&
      event.pid === paint.pid &&
      event.ts <= paint.ts &&
      event.args?.data?.isLoadingMainFrame === true,
  );
  if (thread === undefined || start === undefined) return null;
  const end = start.ts + untilMs * 1000;
  let cpu = 0;
  for (const event of events) {
    if (
      event.ph === "X" &&
      event.name === "RunTask" &&
      event.pid === paint.pid &&
      event.tid === thread.tid &&
      event.ts >= start.ts &&
      event.ts < end
    ) {
      cpu += event.tdur ?? event.dur ?? 0;
    }
  }
  return cpu / 1000;
}
