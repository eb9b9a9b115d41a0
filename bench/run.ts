/**
 * `npm run bench`: how heavy and how fast the exported site is, next to the smallest page
 * Next.js 16 can export (the floor, bench/floor, built in the same run).
 *
 *   1. builds the floor (bench/floor → bench/.floor/out) and the site (`npm run build` → out/);
 *   2. first-load JavaScript of each page, gzip level 9, read from the exported HTML;
 *   3. serves both exports with the project's server (server/main.ts, precompressed files) and
 *      runs Lighthouse mobile RUNS times on each page, one run at a time, twice over: with
 *      simulated throttling (the scores) and with devtools throttling (FCP, LCP and the time
 *      React took to hydrate, observed on a really slowed-down network and CPU, compared with
 *      the floor's);
 *   4. POST throughput and p99 latency of the newsletter endpoint on SQLite and on PostgreSQL
 *      (autocannon, fresh addresses, rate limit off) next to a bare Fastify 204 route, and a
 *      durability check (bench/lib/api.ts), on servers of their own once the site's have stopped;
 *   5. prints the tables and writes bench/results/<timestamp>.json with every run and the medians.
 *
 * Options:
 *   --no-build         reuse the existing out/ instead of running `npm run build`
 *   --out-dir <dir>    measure the export in <dir> (implies --no-build); also BENCH_OUT_DIR
 *   --no-floor-build   reuse bench/.floor/out from an earlier run
 *   --runs <n>         Lighthouse runs per page (default 3)
 *   --no-lighthouse    skip step 3's Lighthouse runs (first-load JS and the API still measured)
 *   --throttling <m>   step 3 with `simulate` or `devtools` throttling only (default: both)
 *   --no-api           skip step 4
 *   --api-only         step 4 alone: no build, no export needed (the API serves a page of its own)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromiumPath } from "../tests/support/chromium.ts";
import { apiTable, measureApi, type ApiReport } from "./lib/api.ts";
import { buildFloor, floorPaths } from "./lib/floor.ts";
import { firstLoadJs, type FirstLoadJs } from "./lib/first-load-js.ts";
import {
  categoryIds,
  runLighthouse,
  type CategoryId,
  type Throttling,
  type LighthouseEnvironment,
  type LighthouseSample,
} from "./lib/lighthouse.ts";
import { runToCompletion, stopAll, stopOnSignals } from "./lib/processes.ts";
import { checkCompression, serve, type Served } from "./lib/serve.ts";
import { median } from "./lib/stats.ts";
import { decimal, formatTable, integer, kb } from "./lib/table.ts";

/** The site's pages the bench measures (English URLs at the root, French under /fr). Add more here. */
const ROUTES = [
  "/",
  "/fr",
  "/solutions/pixel",
  "/solutions/dermo",
  "/use-cases",
  "/contact",
  "/pricing",
  "/fr/pricing",
] as const;

/** Lighthouse runs per page; the tables show medians. */
const DEFAULT_RUNS = 3;

/** The project's root (bench/..), whatever the working directory. */
const root = fileURLToPath(new URL("..", import.meta.url));

interface Options {
  apiOnly: boolean;
  build: boolean;
  floorBuild: boolean;
  lighthouse: boolean;
  api: boolean;
  outDir: string;
  runs: number;
  throttlings: readonly Throttling[];
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      "no-build": { type: "boolean", default: false },
      "no-floor-build": { type: "boolean", default: false },
      "no-lighthouse": { type: "boolean", default: false },
      "no-api": { type: "boolean", default: false },
      "api-only": { type: "boolean", default: false },
      "out-dir": { type: "string" },
      runs: { type: "string" },
      throttling: { type: "string" },
    },
    strict: true,
  });
  const outDirOption = values["out-dir"] ?? process.env.BENCH_OUT_DIR;
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a positive integer, not ${String(values.runs)}`);
  const throttling = values.throttling;
  if (throttling !== undefined && !allThrottlings.includes(throttling as Throttling))
    throw new Error(`--throttling needs ${allThrottlings.join(" or ")}, not ${throttling}`);
  return {
    apiOnly: values["api-only"],
    build: !values["no-build"] && outDirOption === undefined,
    floorBuild: !values["no-floor-build"],
    lighthouse: !values["no-lighthouse"],
    api: !values["no-api"],
    // A path given on the command line is relative to where the command runs.
    outDir: outDirOption === undefined ? path.join(root, "out") : path.resolve(outDirOption),
    runs,
    throttlings: throttling === undefined ? allThrottlings : [throttling as Throttling],
  };
}

interface LighthouseTarget {
  label: string;
  url: string;
  throttling: Throttling;
}

const allThrottlings: readonly Throttling[] = ["simulate", "devtools"];

interface LighthouseMedians {
  scores: Record<CategoryId, number | null>;
  fcpMs: number | null;
  hydratedMs: number | null;
  cpuToHydratedMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalByteWeight: number | null;
}

interface LighthouseTargetReport extends LighthouseTarget {
  runs: LighthouseSample[];
  failures: string[];
  median: LighthouseMedians;
}

interface PageFirstLoad extends FirstLoadJs {
  route: string;
  /** This page's first-load JS minus the floor's (gzip bytes). */
  vsFloorGzipBytes: number;
}

interface ServerReport {
  compression: string | null;
  startMs: number;
}

interface Report {
  createdAt: string;
  node: string;
  units: { kb: string; firstLoadJs: string; inline: string };
  options: Options & { routes: readonly string[]; floorOutDir: string };
  lighthouse: {
    environment: LighthouseEnvironment | null;
    targets: LighthouseTargetReport[];
  };
  firstLoadJs: { floor: FirstLoadJs; pages: PageFirstLoad[] };
  /** Per server (floor, site): the Content-Encoding it used for a JS chunk, how long it took to answer. */
  servers: Record<string, ServerReport>;
  /** Step 4: the newsletter endpoint under load, next to a bare Fastify route. */
  api: ApiReport | null;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function elapsed(since: number): string {
  return seconds(Date.now() - since);
}

function displayPath(dir: string): string {
  const relative = path.relative(root, dir);
  return relative.startsWith("..") ? dir : relative;
}

function lostPoints(targets: readonly LighthouseTargetReport[]): string {
  const lines: string[] = [];
  for (const target of targets) {
    for (const id of categoryIds) {
      const audits = new Set(
        target.runs.flatMap((run) =>
          (run.failedAudits[id] ?? []).map((audit) => audit.replace(/ \(.*\)$/, "")),
        ),
      );
      if (audits.size > 0) lines.push(`  ${target.label} ${id}: ${[...audits].join(", ")}`);
    }
  }
  return lines.join("\n");
}

function medians(runs: readonly LighthouseSample[]): LighthouseMedians {
  const scores = Object.fromEntries(
    categoryIds.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Record<CategoryId, number | null>;
  return {
    scores,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    hydratedMs: median(runs.map((run) => run.hydratedMs)),
    cpuToHydratedMs: median(runs.map((run) => run.cpuToHydratedMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    totalByteWeight: median(runs.map((run) => run.totalByteWeight)),
  };
}

function firstLoadTable(floor: FirstLoadJs, pages: readonly PageFirstLoad[]): string {
  const row = (label: string, page: FirstLoadJs, vsFloor: number | null): string[] => [
    label,
    path.relative(page.outDir, page.htmlFile),
    String(page.files.length),
    String(page.gzipBytes),
    kb(page.gzipBytes),
    vsFloor === null ? "—" : kb(vsFloor, true),
    `${kb(page.inlineGzipBytes)} (${page.inlineCount})`,
    kb(page.htmlBytes),
    kb(page.htmlBrotliBytes),
    kb(page.payloadBytes),
  ];
  return formatTable(
    [
      "page",
      "HTML",
      "JS files",
      "JS gzip B",
      "JS KB",
      "vs floor KB",
      "inline KB (n)",
      "HTML KB",
      "HTML br KB",
      "payload KB",
    ],
    [
      row("floor /", floor, null),
      ...pages.map((page) => row(page.route, page, page.vsFloorGzipBytes)),
    ],
  );
}

function ratio(value: number | null, base: number | null | undefined): string {
  return value === null || !base ? "—" : `${(value / base).toFixed(2)}×`;
}

const floorOf = (targets: readonly LighthouseTargetReport[]) =>
  targets.find((target) => target.label === "floor /")?.median;

/** Observed FCP, LCP, time to hydration and TBT with devtools throttling, each as a ratio of the floor's. */
function devtoolsTable(targets: readonly LighthouseTargetReport[]): string {
  const floor = floorOf(targets);
  return formatTable(
    [
      "page",
      "runs",
      "FCP ms",
      "FCP / floor",
      "LCP ms",
      "LCP / floor",
      "hydrated ms",
      "hydrated / floor",
      "TBT ms",
      "TBT / floor",
      "CPU ms",
      "CPU / floor",
      "weight KB",
    ],
    targets.map((target) => [
      target.label,
      `${target.runs.length}${target.failures.length > 0 ? ` (${target.failures.length} failed)` : ""}`,
      integer(target.median.fcpMs),
      ratio(target.median.fcpMs, floor?.fcpMs),
      integer(target.median.lcpMs),
      ratio(target.median.lcpMs, floor?.lcpMs),
      integer(target.median.hydratedMs),
      ratio(target.median.hydratedMs, floor?.hydratedMs),
      integer(target.median.tbtMs),
      ratio(target.median.tbtMs, floor?.tbtMs),
      integer(target.median.cpuToHydratedMs),
      ratio(target.median.cpuToHydratedMs, floor?.cpuToHydratedMs),
      kb(target.median.totalByteWeight),
    ]),
  );
}

function lighthouseTable(targets: readonly LighthouseTargetReport[]): string {
  const floor = floorOf(targets);
  const performance = (score: number | null) => {
    const base = floor?.scores.performance;
    if (score === null || base === null || base === undefined) return integer(score);
    const difference = score - base;
    return `${score} (${difference >= 0 ? "+" : ""}${difference})`;
  };
  return formatTable(
    [
      "page",
      "runs",
      "perf (vs floor)",
      "a11y",
      "best-pr",
      "SEO",
      "LCP ms",
      "TBT ms",
      "TBT / floor",
      "CPU ms",
      "CPU / floor",
      "CLS",
      "weight KB",
    ],
    targets.map((target) => [
      target.label,
      `${target.runs.length}${target.failures.length > 0 ? ` (${target.failures.length} failed)` : ""}`,
      performance(target.median.scores.performance),
      integer(target.median.scores.accessibility),
      integer(target.median.scores["best-practices"]),
      integer(target.median.scores.seo),
      integer(target.median.lcpMs),
      integer(target.median.tbtMs),
      ratio(target.median.tbtMs, floor?.tbtMs),
      integer(target.median.cpuToHydratedMs),
      ratio(target.median.cpuToHydratedMs, floor?.cpuToHydratedMs),
      decimal(target.median.cls),
      kb(target.median.totalByteWeight),
    ]),
  );
}

/** Step 4, on its own servers. */
async function benchApi(): Promise<ApiReport> {
  const t = Date.now();
  console.log(
    "Measuring the newsletter endpoint on SQLite and PostgreSQL against a bare Fastify route (autocannon)...",
  );
  const report = await measureApi({ root });
  console.log(`API measured in ${elapsed(t)}.`);
  return report;
}

function printApi(report: ApiReport): void {
  console.log(
    `\nNewsletter endpoint under load (${report.connections} connections, ${report.durationSeconds} s each, loopback)\n`,
  );
  console.log(apiTable(report));
}

/** Writes bench/results/<timestamp>.json; returns its path. */
function writeReport(report: { readonly createdAt: string }): string {
  const resultsDir = path.join(root, "bench", "results");
  fs.mkdirSync(resultsDir, { recursive: true });
  const reportFile = path.join(resultsDir, `${report.createdAt.replace(/:/g, "-")}.json`);
  fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  return reportFile;
}

async function main(): Promise<number> {
  stopOnSignals();
  const options = readOptions();
  const started = Date.now();
  if (options.apiOnly) {
    const api = await benchApi();
    const apiOnly = { createdAt: new Date().toISOString(), node: process.version, api };
    const reportFile = writeReport(apiOnly);
    printApi(api);
    console.log(`\nReport: ${path.relative(root, reportFile)} (${elapsed(started)} in all)`);
    return 0;
  }
  if (options.lighthouse && !fs.existsSync(chromiumPath)) {
    throw new Error(
      `Lighthouse drives Debian's Chromium, and there is none at ${chromiumPath}: install the chromium package (npm test does), set CHROME_PATH, or run with --no-lighthouse`,
    );
  }
  const floor = floorPaths(root);

  // 1. Builds, one after the other (two cores).
  if (options.floorBuild) {
    const t = Date.now();
    console.log("Building the floor (bench/floor → bench/.floor/out)...");
    await buildFloor(root);
    console.log(`Floor built in ${elapsed(t)}.`);
  } else if (!fs.existsSync(path.join(floor.outDir, "index.html"))) {
    throw new Error(
      `--no-floor-build, but there is no ${path.relative(root, floor.outDir)}/index.html: run once without it`,
    );
  }
  if (options.build) {
    const t = Date.now();
    console.log("Building the site (npm run build)...");
    await runToCompletion(
      process.execPath,
      ["--import", "tsx", path.join(root, "builder", "main.ts")],
      { cwd: root },
    );
    console.log(`Site built in ${elapsed(t)}.`);
  } else {
    console.log(`Reusing the export in ${displayPath(options.outDir)}.`);
  }

  // 2. First-load JavaScript, from the exported files.
  const floorJs = firstLoadJs(floor.outDir, "/");
  const pages: PageFirstLoad[] = ROUTES.map((route) => {
    const page = firstLoadJs(options.outDir, route);
    return { route, ...page, vsFloorGzipBytes: page.gzipBytes - floorJs.gzipBytes };
  });

  // 3. Serve both exports with the project's server; Lighthouse each page RUNS times.
  const servers: Served[] = [];
  const serverReports: Record<string, ServerReport> = {};
  const targets: LighthouseTargetReport[] = [];
  let environment: LighthouseEnvironment | null = null;
  try {
    const floorServer = await serve({ root, outDir: floor.outDir, label: "floor" });
    servers.push(floorServer);
    const siteServer = await serve({ root, outDir: options.outDir, label: "site" });
    servers.push(siteServer);
    for (const [name, server, page] of [
      ["floor", floorServer, floorJs],
      ["site", siteServer, pages[0]],
    ] as const) {
      const chunk = page?.files[0]?.src;
      const compression =
        chunk === undefined
          ? null
          : await checkCompression(new URL(chunk, `${server.origin}/`).href);
      serverReports[name] = { compression, startMs: server.startMs };
    }
    const encodings = Object.values(serverReports).map((server) => server.compression ?? "?");
    console.log(
      `Serving the floor at ${floorServer.origin}, the site at ${siteServer.origin} ` +
        `(JS sent as ${encodings.join("/")}).`,
    );

    const toRun: LighthouseTarget[] = options.throttlings.flatMap((throttling) => [
      { label: "floor /", url: `${floorServer.origin}/`, throttling },
      ...ROUTES.map((route) => ({ label: route, url: `${siteServer.origin}${route}`, throttling })),
    ]);
    for (const target of options.lighthouse ? toRun : [])
      targets.push({ ...target, runs: [], failures: [], median: medians([]) });

    const cores = os.availableParallelism();
    const load = os.loadavg()[0] ?? 0;
    if (load > cores * 0.75) {
      console.warn(
        `The machine is busy (load average ${load.toFixed(1)} on ${cores} cores): Lighthouse figures will be noisy, TBT above all.`,
      );
    }

    // Rounds rather than page after page, so that a slow spell of the machine spreads over all pages.
    const t = Date.now();
    for (let round = 1; round <= options.runs; round += 1) {
      for (const target of targets) {
        const runStarted = Date.now();
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          try {
            const run = await runLighthouse(target.url, target.throttling);
            environment ??= run.environment;
            target.runs.push(run.sample);
            const { scores, fcpMs, lcpMs, tbtMs, hydratedMs, cpuToHydratedMs } = run.sample;
            console.log(
              `  Lighthouse ${target.throttling} ${round}/${options.runs} ${target.label}: perf ${integer(scores.performance)}, ` +
                `FCP ${integer(fcpMs)} ms, LCP ${integer(lcpMs)} ms, TBT ${integer(tbtMs)} ms, hydrated ${integer(hydratedMs)} ms, CPU ${integer(cpuToHydratedMs)} ms ` +
                `(${elapsed(runStarted)}, load ${run.sample.load1.toFixed(1)})`,
            );
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            target.failures.push(message);
            console.error(
              `  Lighthouse ${round}/${options.runs} ${target.label}, attempt ${attempt} failed: ${message}`,
            );
          }
        }
      }
    }
    for (const target of targets) target.median = medians(target.runs);
    console.log(`Lighthouse done in ${elapsed(t)}.`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }

  // 4. The API under load, once the site's servers are gone (they would share the CPU).
  const apiReport = options.api ? await benchApi() : null;

  // 5. Report.
  const report: Report = {
    createdAt: new Date().toISOString(),
    node: process.version,
    units: {
      kb: "1 KB = 1000 bytes",
      firstLoadJs:
        "gzip -9 (Node zlib) of each <script src> in the exported HTML, each file once, noModule scripts excluded",
      inline:
        "sum of the gzip -9 sizes of the inline JavaScript <script> elements, each compressed on its own",
    },
    options: { ...options, routes: ROUTES, floorOutDir: floor.outDir },
    lighthouse: { environment, targets },
    firstLoadJs: { floor: floorJs, pages },
    servers: serverReports,
    api: apiReport,
  };
  const reportFile = writeReport(report);

  console.log(
    "\nFirst-load JavaScript (gzip -9, noModule polyfills excluded) and the HTML (brotli 11; payload: React's inline self.__next_f scripts, as written); 1 KB = 1000 bytes",
  );
  console.log(`floor: ${displayPath(floor.outDir)}, site: ${displayPath(options.outDir)}\n`);
  console.log(firstLoadTable(floorJs, pages));
  const simulated = targets.filter((target) => target.throttling === "simulate");
  const observed = targets.filter((target) => target.throttling === "devtools");
  if (simulated.length > 0) {
    console.log(
      `\nLighthouse mobile, simulated throttling, median of ${options.runs} run(s) (${environment?.lighthouseVersion ?? "?"})\n`,
    );
    console.log(lighthouseTable(simulated));
  }
  if (observed.length > 0) {
    console.log(
      `\nLighthouse mobile, devtools throttling (observed), median of ${options.runs} run(s)\n`,
    );
    console.log(devtoolsTable(observed));
  }
  const lost = lostPoints(simulated);
  if (lost !== "")
    console.log(`\nAudits that cost points (in any run; performance left out):\n${lost}`);
  const warnings = [
    ...new Set(targets.flatMap((target) => target.runs.flatMap((run) => run.warnings))),
  ];
  if (warnings.length > 0)
    console.log(
      `\nLighthouse warnings:\n${warnings.map((warning) => `  - ${warning}`).join("\n")}`,
    );
  if (apiReport !== null) printApi(apiReport);
  console.log(`\nReport: ${path.relative(root, reportFile)} (${elapsed(started)} in all)`);

  const unmeasured = targets
    .filter((target) => target.runs.length === 0)
    .map((target) => `${target.label} (${target.throttling})`);
  if (unmeasured.length > 0) {
    console.error(`No successful Lighthouse run for: ${unmeasured.join(", ")}`);
    return 1;
  }
  return 0;
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stopAll();
    process.exit(1);
  });
