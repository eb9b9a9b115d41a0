/**
 * Step 4 of `npm run bench`: POST throughput and latency of the newsletter endpoint on
 * loopback (autocannon, a fresh address per request, rate limit off), next to a bare Fastify
 * route answering 204 measured the same way in the same run. Then checks that every
 * acknowledged subscription is in the database (the server commits with synchronous=FULL
 * before answering).
 */
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { spawnGroup, stopGroup } from "./processes";
import { formatTable, integer } from "./table";

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
}

export interface ApiReport {
  connections: number;
  durationSeconds: number;
  bare: LoadResult;
  newsletter: LoadResult;
  /** Newsletter throughput / bare throughput. */
  ratio: number;
  rowsStored: number;
  acknowledgedLost: number;
  bars: { ratio: boolean; p99: boolean; durable: boolean };
}

// Ten clients at once, autocannon's default: a busy site's form traffic, not a flood.
const CONNECTIONS = 32;
const DURATION_S = 10;
const WARMUP_S = 2;
const BAR_RATIO = 0.4;
const BAR_P99_MS = 25;

async function load(
  url: string,
  target: string,
  seconds: number,
  run: number,
): Promise<LoadResult> {
  let sequence = 0;
  const result = await autocannon({
    url,
    method: "POST",
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `bench-${run}-${sequence++}@example.com` }),
        }),
      },
    ],
  });
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Starts bench/lib/bare-server.ts and resolves with its URL. */
async function startBare(root: string) {
  const child = spawnGroup(
    process.execPath,
    ["--import", "tsx", path.join(root, "bench", "lib", "bare-server.ts")],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      const line = /^(http\S+)$/m.exec(out);
      if (line) resolve(line[1]!);
    });
    child.once("exit", (code) => reject(new Error(`bare server exited (${String(code)})`)));
  });
  return { url, stop: () => stopGroup(child) };
}

export async function measureApi(options: {
  root: string;
  origin: string;
  databasePath: string;
}): Promise<ApiReport> {
  const newsletterUrl = `${options.origin}/api/email/register-to-list`;
  const bare = await startBare(options.root);
  let bareResult: LoadResult;
  try {
    await load(bare.url, "warm-up", WARMUP_S, 0);
    bareResult = await load(bare.url, "bare 204 route", DURATION_S, 1);
  } finally {
    await bare.stop();
  }
  await load(newsletterUrl, "warm-up", WARMUP_S, 2);
  const newsletter = await load(newsletterUrl, "newsletter", DURATION_S, 3);

  const db = new Database(options.databasePath, { readonly: true });
  const stored = db.prepare("SELECT email FROM subscriptions WHERE email LIKE 'bench-3-%'").pluck();
  const emails = new Set(stored.all() as string[]);
  db.close();
  // Fresh addresses answer 201; each acknowledged one has a row. Rows may outnumber the
  // acknowledgements by the requests still in flight when autocannon stopped counting.
  const acknowledgedLost = Math.max(0, newsletter.ok - emails.size);
  const ratio = newsletter.requestsPerSecond / bareResult.requestsPerSecond;
  return {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    bare: bareResult,
    newsletter,
    ratio,
    rowsStored: emails.size,
    acknowledgedLost,
    bars: {
      ratio: ratio >= BAR_RATIO,
      p99: newsletter.p99Ms < BAR_P99_MS,
      durable: acknowledgedLost === 0 && newsletter.non2xx === 0,
    },
  };
}

export function apiTable(report: ApiReport): string {
  const row = (result: LoadResult) => [
    result.target,
    integer(result.requestsPerSecond),
    String(result.p50Ms),
    String(result.p99Ms),
    String(result.ok),
    String(result.non2xx + result.errors),
  ];
  return [
    formatTable(
      ["route", "req/s", "p50 ms", "p99 ms", "2xx", "other"],
      [row(report.bare), row(report.newsletter)],
    ),
    "",
    `newsletter / bare throughput: ${(report.ratio * 100).toFixed(0)}% (bar >= ${BAR_RATIO * 100}%: ${report.bars.ratio ? "pass" : "FAIL"})`,
    `newsletter p99: ${report.newsletter.p99Ms} ms (bar < ${BAR_P99_MS} ms: ${report.bars.p99 ? "pass" : "FAIL"})`,
    `acknowledged subscriptions in the database: ${report.rowsStored} rows for ${report.newsletter.ok} 2xx, ${report.acknowledgedLost} lost (${report.bars.durable ? "pass" : "FAIL"})`,
  ].join("\n");
}
