/**
 * One Lighthouse run through the Node API: Lighthouse's default config (mobile emulation), in a
 * fresh headless Chromium launched for the run and killed after it, so that a crash or a
 * leaked state never spills into the next run.
 *
 * Two kinds of throttling: `simulate` (Lighthouse's default, which computes the metrics of a
 * slow phone from a fast load: the scores) and `devtools` (the network and CPU really slowed
 * down in Chromium, so FCP and LCP are observed, not modelled).
 *
 * Lighthouse 12 is used because 13 needs Node 22 (the project runs Node 20).
 */
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../tests/support/chromium.ts";
import { mainThreadCpuMs } from "./main-thread.ts";
import { onCleanup } from "./processes.ts";

const chromeFlags = ["--headless=new", ...chromiumArgs];

export const categoryIds = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof categoryIds)[number];

/** The figures the bench keeps from a run. Scores are 0–100; times in ms; bytes as transferred. */
export interface LighthouseSample {
  url: string;
  fetchTime: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalByteWeight: number | null;
  fcpMs: number | null;
  /**
   * When React had hydrated the page: the `hydrated` performance mark both the site and the
   * floor set (components/layout/hydration-mark.tsx), read from Lighthouse's user timings.
   * Observed only with devtools throttling; with simulated throttling it is the unthrottled load's.
   */
  hydratedMs: number | null;
  /** The main thread's CPU time until `hydratedMs` (bench/lib/main-thread.ts): steadier than TBT from run to run. */
  cpuToHydratedMs: number | null;
  speedIndexMs: number | null;
  /** Audits that cost points, per category (performance left out: its metrics are above). */
  failedAudits: Partial<Record<CategoryId, string[]>>;
  warnings: string[];
  /** The machine's 1-minute load average when the run started: figures taken on a busy machine are suspect. */
  load1: number;
}

export interface LighthouseEnvironment {
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
}

export interface LighthouseRun {
  sample: LighthouseSample;
  environment: LighthouseEnvironment;
}

let currentChrome: chromeLauncher.LaunchedChrome | undefined;
onCleanup(() => {
  currentChrome?.kill();
  currentChrome = undefined;
});

function numericValue(lhr: Result, auditId: string): number | null {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The start time of a performance mark the page set, in ms from navigation start. */
function markTime(lhr: Result, name: string): number | null {
  const details = lhr.audits["user-timings"]?.details as
    { items?: { name?: string; startTime?: number; timingType?: string }[] } | undefined;
  const mark = details?.items?.find((item) => item.name === name && item.timingType === "Mark");
  return typeof mark?.startTime === "number" ? mark.startTime : null;
}

function score(lhr: Result, id: CategoryId): number | null {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

/** The weighted audits of a category that did not get full marks, as `id (score)`. */
function failedAudits(lhr: Result): Partial<Record<CategoryId, string[]>> {
  const failed: Partial<Record<CategoryId, string[]>> = {};
  for (const id of categoryIds) {
    if (id === "performance") continue;
    const lost = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return audit !== undefined && typeof audit.score === "number" && audit.score < 1
          ? [`${ref.id} (${audit.score})`]
          : [];
      });
    if (lost.length > 0) failed[id] = lost;
  }
  return failed;
}

/** Runs Lighthouse once on `url`; rejects if Chrome fails or Lighthouse reports a runtime error. */
export type Throttling = "simulate" | "devtools";

export async function runLighthouse(
  url: string,
  throttling: Throttling,
  timeoutMs = 120_000,
): Promise<LighthouseRun> {
  const load1 = Math.round((os.loadavg()[0] ?? 0) * 100) / 100;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    // The bench stops its own children on SIGINT; chrome-launcher's handler would exit first.
    handleSIGINT: false,
    logLevel: "silent",
  });
  currentChrome = chrome;
  let timer: NodeJS.Timeout | undefined;
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categoryIds],
      throttlingMethod: throttling,
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took more than ${timeoutMs} ms on ${url}`)),
        timeoutMs,
      );
    });
    const result = await Promise.race([lighthouse(url, flags), timeout]);
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError !== undefined) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const hydratedMs = markTime(lhr, "hydrated");
    return {
      sample: {
        url,
        fetchTime: lhr.fetchTime,
        scores: {
          performance: score(lhr, "performance"),
          accessibility: score(lhr, "accessibility"),
          "best-practices": score(lhr, "best-practices"),
          seo: score(lhr, "seo"),
        },
        lcpMs: numericValue(lhr, "largest-contentful-paint"),
        tbtMs: numericValue(lhr, "total-blocking-time"),
        cls: numericValue(lhr, "cumulative-layout-shift"),
        totalByteWeight: numericValue(lhr, "total-byte-weight"),
        fcpMs: numericValue(lhr, "first-contentful-paint"),
        hydratedMs,
        cpuToHydratedMs: mainThreadCpuMs(result.artifacts.Trace.traceEvents, hydratedMs),
        speedIndexMs: numericValue(lhr, "speed-index"),
        failedAudits: failedAudits(lhr),
        warnings: lhr.runWarnings,
        load1,
      },
      environment: {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
    currentChrome = undefined;
  }
}
