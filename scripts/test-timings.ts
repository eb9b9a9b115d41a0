/**
 * The end of `npm test`: where the time went. Reads what scripts/test.sh and the two runners
 * wrote in test-reports/: `phases.tsv` (each phase's wall-clock seconds), `vitest.json` (Vitest's
 * json reporter) and `playwright.json` (Playwright's), and prints the phases, each browser
 * project's share, and the ten slowest test files. A file a run did not write (the run stopped
 * before it) is left out of the table.
 */
import fs from "node:fs";
import path from "node:path";

const reports = path.resolve(process.argv[2] ?? "test-reports");

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: {
    tests: { projectName: string; results: { duration: number; startTime: string }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

/** One test's run in Playwright's report. */
interface BrowserRun {
  file: string;
  project: string;
  start: number;
  seconds: number;
}

function readJson<T>(name: string): T | undefined {
  const file = path.join(reports, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : undefined;
}

function browserRuns(suite: PlaywrightSuite, file = suite.file): BrowserRun[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        file,
        project: test.projectName,
        start: Date.parse(result.startTime),
        seconds: result.duration / 1000,
      })),
    ),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => browserRuns(child, file))];
}

const seconds = (value: number) => value.toFixed(1).padStart(8);
const relative = (file: string) => path.relative(process.cwd(), file);

const phases = fs.existsSync(path.join(reports, "phases.tsv"))
  ? fs
      .readFileSync(path.join(reports, "phases.tsv"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t") as [string, string])
  : [];
// Two Vitest runs: the tests that need no export (beside the build), then those that read out/.
const vitest = ["vitest.json", "vitest-export.json"].flatMap(
  (file) => readJson<VitestReport>(file)?.testResults ?? [],
);
const playwright = readJson<PlaywrightReport>("playwright.json");
const runs = playwright?.suites.flatMap((suite) => browserRuns(suite)) ?? [];

console.log("\n==> Where the time went (wall clock; lines in parentheses ran at the same time)");
for (const [name, value] of phases) console.log(`${seconds(Number(value))} s  ${name}`);

const projects = [...new Set(runs.map((run) => run.project))];
for (const project of projects) {
  const own = runs.filter((run) => run.project === project);
  const busy = own.reduce((sum, run) => sum + run.seconds, 0);
  const first = Math.min(...own.map((run) => run.start));
  const last = Math.max(...own.map((run) => run.start + run.seconds * 1000));
  console.log(
    `${seconds((last - first) / 1000)} s  browser project ${project}: ${own.length} tests, ` +
      `${busy.toFixed(0)} s of workers' time`,
  );
}

const files = [
  ...vitest.map((result) => ({
    label: `${relative(result.name)} (Vitest)`,
    seconds: (result.endTime - result.startTime) / 1000,
  })),
  ...[
    ...runs.reduce((byFile, run) => {
      const label = `tests/e2e/${run.file} (${run.project})`;
      return byFile.set(label, (byFile.get(label) ?? 0) + run.seconds);
    }, new Map<string, number>()),
  ].map(([label, total]) => ({ label, seconds: total })),
];
if (files.length > 0) {
  console.log("\n==> The ten slowest test files (seconds of one worker's time)");
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
    console.log(`${seconds(file.seconds)} s  ${file.label}`);
}
