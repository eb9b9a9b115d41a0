/**
 * The API's paced load on PostgreSQL without the API: the subscription's own statement, as
 * server/newsletter/queries.ts builds it for a `{ email }` post, run by pgbench (PostgreSQL's C
 * client) at the paced load's rate over as many connections, on the same throwaway server,
 * with no application server, no HTTP and no JavaScript in between. Each transaction's time runs
 * from when it was due, as in the paced load. The API's p99 on PostgreSQL cannot be lower than
 * this on the same machine: it adds its own work on the same cores.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { CompiledQuery } from "kysely";
import { checkSubscription } from "../../lib/validation.ts";
import { openDatabase } from "../../server/db/database.ts";
import { subscribe } from "../../server/newsletter/queries.ts";
import { executable } from "../../tests/support/executable.ts";
import { findPostgresBin } from "../../tests/support/postgres.ts";
import { quantileMs, type LoadResult } from "./stats.ts";

const SAMPLE_EMAIL = "bench-alone-sample@example.com";
/** Each transaction's own address, so every one inserts a row as the bench's posts do. */
const TRANSACTION_EMAIL = `('bench-alone-' || :client_id || '-' || :n || '@example.com')`;

/** pgbench next to the server's binaries, else in PATH; undefined when there is none. */
function findPgbench(): string | undefined {
  const dirs = [findPostgresBin(), ...(process.env.PATH ?? "").split(path.delimiter)];
  return dirs
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, "pgbench"))
    .find(executable);
}

/** The statement the server sends for a new address, captured through a Kysely plugin. */
async function subscriptionStatement(url: string): Promise<CompiledQuery> {
  const db = await openDatabase({ kind: "postgres", url });
  try {
    let statement: CompiledQuery | undefined;
    const capturing = db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        const compiled = db.getExecutor().compileQuery(node, queryId);
        if (/insert into "subscriptions"/.test(compiled.sql)) statement ??= compiled;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const checked = checkSubscription({ email: SAMPLE_EMAIL });
    if (!checked.ok) throw new Error(`${SAMPLE_EMAIL} is not a valid address`);
    await subscribe(capturing, { ...checked.value, doubleOptIn: true });
    if (!statement) throw new Error("No INSERT into subscriptions was sent");
    return statement;
  } finally {
    await db.destroy();
  }
}

/** The statement as a pgbench script: the address varies, every other value is as captured. */
function pgbenchScript({ sql, parameters }: CompiledQuery): string {
  const literal = (value: unknown) => {
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "number") return String(value);
    if (typeof value !== "string") throw new Error(`Unexpected parameter ${String(value)}`);
    return value.toLowerCase() === SAMPLE_EMAIL
      ? TRANSACTION_EMAIL
      : `'${value.replaceAll("'", "''")}'`;
  };
  const body = sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(parameters[Number(index) - 1]),
  );
  return `\\set n random(1, 1000000000000)\n${body.replace(/\s+/g, " ")};\n`;
}

/**
 * `rate` transactions a second over `connections` for `seconds` (see the top of this file);
 * null when pgbench is not installed.
 */
export async function postgresAlone(
  url: string,
  { rate, connections, seconds }: { rate: number; connections: number; seconds: number },
): Promise<LoadResult | null> {
  const pgbench = findPgbench();
  if (!pgbench) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-alone-"));
  try {
    const script = path.join(dir, "subscribe.sql");
    fs.writeFileSync(script, pgbenchScript(await subscriptionStatement(url)));
    const args = ["-n", "-M", "prepared", "-f", script, "-c", String(connections), "-j", "2"];
    args.push("-R", String(rate), "-T", String(seconds), "-l", `--log-prefix=${dir}/tx`, url);
    // pgbench exits 2 when some transactions failed; they are counted from its log below.
    await promisify(execFile)(pgbench, args, { cwd: dir }).catch((error: { code?: number }) => {
      if (error.code !== 2) throw error;
    });
    // Each log line: client, transaction, time in µs (from when it was due), script, epoch, µs…
    const lines = fs
      .readdirSync(dir)
      .filter((file) => file.startsWith("tx"))
      .flatMap((file) => fs.readFileSync(path.join(dir, file), "utf8").trim().split("\n"));
    const times = lines.map((line) => line.split(" ")[2]!);
    const latencies = times
      .filter((time) => /^\d+$/.test(time))
      .map((time) => Number(time) / 1000)
      .sort((a, b) => a - b);
    return {
      target: `PostgreSQL alone, at ${rate}/s (pgbench)`,
      requestsPerSecond: latencies.length / seconds,
      p50Ms: quantileMs(latencies, 0.5),
      p99Ms: quantileMs(latencies, 0.99),
      ok: latencies.length,
      non2xx: 0,
      errors: times.length - latencies.length,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
