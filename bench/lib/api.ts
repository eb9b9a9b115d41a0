/**
 * Step 4 of `npm run bench`: POST throughput and latency of the newsletter endpoint on
 * loopback (autocannon, a fresh address per request, rate limit off), on SQLite and on
 * PostgreSQL (a throwaway server, tests/support/postgres.ts), next to a bare Fastify route
 * answering 204 measured the same way in the same run. Then checks that every acknowledged
 * subscription is in the database (the server commits before answering).
 *
 * Two loads: 32 clients as fast as the server answers (its throughput; the latency there is
 * the queue's length, 32 / throughput by Little's law, whatever the work per request), then an
 * open load of RATE requests a second, evenly spaced over up to 32 connections, the rate the
 * latency bar is set at. (autocannon's own rate sends each second's quota at once, then waits:
 * bursts at full speed, not a rate.) Each paced request's time runs from when it was due, so a
 * server that falls behind pays for the requests waiting for a connection too.
 *
 * Mail is configured (double opt-in), so each subscription also queues its confirmation e-mail
 * in the outbox, in the same transaction; the mail server's port is closed, so the outbox's
 * sender finds it down and waits between polls instead of sending while the load runs. The
 * check also counts the queued e-mails: one per stored subscription.
 *
 * On SQLite, the WAL file's size is sampled during each load (its largest) and read again a
 * minute after the last one: the WAL must stay under WAL_BOUND_BYTES under load and be back
 * under it within the minute (docs/decisions/0030-plain-queries.md).
 *
 * On PostgreSQL, the paced load is then run without the server: the same statement at the same
 * rate from pgbench (bench/lib/postgres-alone.ts), the part of the p99 no server code can remove.
 *
 * The API does not depend on the site: the servers serve a two-page export of their own.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../../tests/support/free-port.ts";
import { startPostgres } from "../../tests/support/postgres.ts";
import { sql } from "../../tests/support/sql.ts";
import type { DatabaseTarget } from "../../server/db/target.ts";
import { postgresAlone } from "./postgres-alone.ts";
import { onCleanup, spawnGroup, stopGroup } from "./processes.ts";
import { serve } from "./serve.ts";
import { quantileMs, type LoadResult } from "./stats.ts";
import { formatTable, integer } from "./table.ts";
import { largestWal, walBytes } from "./wal.ts";

export interface DatabaseLoad {
  database: "SQLite" | "PostgreSQL";
  /** As fast as the server answers. */
  newsletter: LoadResult;
  /** Paced at `rate` requests a second: the latency bar's load. */
  paced: LoadResult;
  rate: number;
  /** Newsletter throughput / bare throughput. */
  ratio: number;
  rowsStored: number;
  acknowledgedLost: number;
  /** Stored subscriptions without their confirmation e-mail in the outbox. */
  withoutEmail: number;
  /** SQLite's WAL file: its largest size during each load, and a minute after the last. */
  wal: { newsletterBytes: number; pacedBytes: number; afterMinuteBytes: number } | null;
  bars: { throughput: boolean; p99: boolean; durable: boolean; wal: boolean };
}

export interface ApiReport {
  connections: number;
  durationSeconds: number;
  bare: LoadResult;
  databases: DatabaseLoad[];
  /** The paced load on PostgreSQL without the server (bench/lib/postgres-alone.ts); null without pgbench. */
  postgresAlone: LoadResult | null;
}

// 32 clients at once: a busy site's form traffic, not a flood.
const CONNECTIONS = 32;
const DURATION_S = 10;
const WARMUP_S = 2;
const BAR_P99_MS = 25;
/** Subscriptions a second the latency bar holds at: several times a campaign's peak. */
const RATE = 1_000;
/**
 * The size SQLite's WAL stays under, loaded or not (server/db/sqlite-connection.ts): its
 * 10,000-page checkpoint mark (39.3 MiB of frames) and the commits that land before the
 * checkpoint it triggers.
 */
const WAL_BOUND_BYTES = 48 * 1024 * 1024;
/** How long after the load the WAL is read again. */
const WAL_SETTLE_MS = 60_000;

async function load(
  url: string,
  target: string,
  seconds: number,
  run: string,
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

/** RATE requests a second for `seconds`, each due at its own time (see the top of this file). */
async function pacedLoad(
  url: string,
  target: string,
  seconds: number,
  run: string,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const counts = { ok: 0, non2xx: 0, errors: 0 };
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      request.on("response", (response) => {
        response.resume().on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
      request.end(body);
    });
  const start = performance.now();
  const answers: Promise<void>[] = [];
  for (let sequence = 0; sequence < RATE * seconds; sequence++) {
    const due = start + (sequence * 1000) / RATE;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = JSON.stringify({ email: `bench-${run}-${sequence}@example.com` });
    answers.push(
      post(body).then(
        (status) => {
          latencies.push(performance.now() - due);
          if (status >= 200 && status < 300) counts.ok++;
          else counts.non2xx++;
        },
        () => void counts.errors++,
      ),
    );
  }
  await Promise.all(answers);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    target,
    requestsPerSecond: (counts.ok + counts.non2xx) / elapsedS,
    p50Ms: quantileMs(latencies, 0.5),
    p99Ms: quantileMs(latencies, 0.99),
    ...counts,
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

/** A two-page export for the API's servers (they refuse to start without a site). */
function minimalExport(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-out-"));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, "index.html"), "<!DOCTYPE html><title>API bench</title>");
  fs.writeFileSync(path.join(dir, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return dir;
}

async function measureDatabase(
  root: string,
  outDir: string,
  name: DatabaseLoad["database"],
  bare: LoadResult,
  database?: DatabaseTarget,
): Promise<DatabaseLoad> {
  // Nothing listens there: a mail server that is down.
  const smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  const server = await serve({
    root,
    outDir,
    label: `api-${name}`,
    database,
    env: { SMTP_URL: smtpUrl },
  });
  try {
    const url = `${server.origin}/api/email/register-to-list`;
    await load(url, "warm-up", WARMUP_S, `${name}-warm-up`);
    const file = server.database.kind === "sqlite" ? server.database.path : undefined;
    const watched = <T>(during: () => Promise<T>) =>
      file ? largestWal(file, during) : during().then((result) => [result, 0] as const);
    const [newsletter, newsletterWal] = await watched(() =>
      load(url, `newsletter (${name})`, DURATION_S, `${name}-full`),
    );
    const [paced, pacedWal] = await watched(() =>
      pacedLoad(url, `at ${RATE}/s (${name})`, DURATION_S, `${name}-paced`),
    );
    const wal = file
      ? {
          newsletterBytes: newsletterWal,
          pacedBytes: pacedWal,
          afterMinuteBytes: await new Promise<number>((resolve) =>
            setTimeout(() => resolve(walBytes(file)), WAL_SETTLE_MS),
          ),
        }
      : null;
    // One query, one snapshot: the server may still be committing requests in flight.
    const stored = await sql<{ email: string; outbox_id: number | null }>(
      server.database,
      "SELECT email, outbox.id AS outbox_id FROM subscriptions LEFT JOIN outbox ON outbox.subscription_id = subscriptions.id WHERE email LIKE ? OR email LIKE ?",
      `bench-${name}-full-%`,
      `bench-${name}-paced-%`,
    );
    // Fresh addresses answer 201; each acknowledged one has a row. Rows may outnumber the
    // acknowledgements by the requests still in flight when autocannon stopped counting.
    const acknowledged = newsletter.ok + paced.ok;
    const acknowledgedLost = Math.max(0, acknowledged - stored.length);
    const withoutEmail = stored.filter((row) => row.outbox_id === null).length;
    const ratio = newsletter.requestsPerSecond / bare.requestsPerSecond;
    return {
      database: name,
      newsletter,
      paced,
      rate: RATE,
      ratio,
      rowsStored: stored.length,
      acknowledgedLost,
      withoutEmail,
      wal,
      bars: {
        throughput: newsletter.requestsPerSecond >= RATE,
        p99: paced.p99Ms < BAR_P99_MS,
        durable:
          acknowledgedLost === 0 && withoutEmail === 0 && newsletter.non2xx + paced.non2xx === 0,
        wal:
          wal === null ||
          Math.max(wal.newsletterBytes, wal.pacedBytes, wal.afterMinuteBytes) < WAL_BOUND_BYTES,
      },
    };
  } finally {
    await server.stop();
  }
}

export async function measureApi({ root }: { root: string }): Promise<ApiReport> {
  const outDir = minimalExport();
  const bareServer = await startBare(root);
  let bare: LoadResult;
  try {
    await load(bareServer.url, "warm-up", WARMUP_S, "bare-warm-up");
    bare = await load(bareServer.url, "bare 204 route", DURATION_S, "bare");
  } finally {
    await bareServer.stop();
  }
  const sqlite = await measureDatabase(root, outDir, "SQLite", bare);
  const postgres = await startPostgres();
  try {
    const onPostgres = await measureDatabase(root, outDir, "PostgreSQL", bare, {
      kind: "postgres",
      url: postgres.url,
    });
    const alone = await postgresAlone(postgres.url, {
      rate: RATE,
      connections: CONNECTIONS,
      seconds: DURATION_S,
    });
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      bare,
      databases: [sqlite, onPostgres],
      postgresAlone: alone,
    };
  } finally {
    await postgres.stop();
  }
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export function apiTable(report: ApiReport): string {
  const row = (result: LoadResult, ratio?: number, wal?: number, walAfter?: number) => [
    result.target,
    integer(result.requestsPerSecond),
    ratio === undefined ? "—" : `${(ratio * 100).toFixed(0)}%`,
    String(result.p50Ms),
    String(result.p99Ms),
    String(result.ok),
    String(result.non2xx + result.errors),
    wal === undefined ? "—" : megabytes(wal),
    walAfter === undefined ? "—" : megabytes(walAfter),
  ];
  const verdict = (pass: boolean) => (pass ? "pass" : "FAIL");
  return [
    formatTable(
      ["route", "req/s", "vs bare", "p50 ms", "p99 ms", "2xx", "other", "WAL MiB", "WAL +1 min"],
      [
        row(report.bare),
        ...report.databases.flatMap((db) => [
          row(db.newsletter, db.ratio, db.wal?.newsletterBytes),
          row(db.paced, undefined, db.wal?.pacedBytes, db.wal?.afterMinuteBytes),
        ]),
        ...(report.postgresAlone ? [row(report.postgresAlone)] : []),
      ],
    ),
    "",
    ...report.databases.flatMap((db) => [
      `${db.database}: ${integer(db.newsletter.requestsPerSecond)} subscriptions/s at most ` +
        `(bar >= ${RATE}: ${verdict(db.bars.throughput)}; ${(db.ratio * 100).toFixed(0)}% of bare, ` +
        `p99 ${db.newsletter.p99Ms} ms there), p99 ${db.paced.p99Ms} ms at ${RATE}/s ` +
        `(bar < ${BAR_P99_MS} ms: ${verdict(db.bars.p99)})`,
      `${db.database}: ${db.rowsStored} rows for ${db.newsletter.ok + db.paced.ok} 2xx, ${db.acknowledgedLost} acknowledged but lost, ${db.withoutEmail} without their e-mail queued (${verdict(db.bars.durable)})`,
      ...(db.wal
        ? [
            `${db.database}: WAL at most ${megabytes(Math.max(db.wal.newsletterBytes, db.wal.pacedBytes))} MiB under load, ` +
              `${megabytes(db.wal.afterMinuteBytes)} MiB a minute after (bar < ${megabytes(WAL_BOUND_BYTES)} MiB: ${verdict(db.bars.wal)})`,
          ]
        : []),
    ]),
    report.postgresAlone
      ? `PostgreSQL alone: p99 ${report.postgresAlone.p99Ms} ms for the same statement from pgbench at ${RATE}/s, ` +
        `what the API's p99 there cannot go under (${report.postgresAlone.errors} failed)`
      : "PostgreSQL alone: not measured (no pgbench next to the server's binaries or in PATH)",
  ].join("\n");
}
