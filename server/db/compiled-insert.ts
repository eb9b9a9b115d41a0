/**
 * Building and compiling a query takes Kysely longer than SQLite takes to run it, and SQLite's
 * writer inserts thousands of rows a second: a multi-row INSERT is compiled once per query
 * name, row count and dialect, then run again with the new rows' values. Every row must have
 * the same keys in the same order: the compiled order of the parameters.
 */
import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./store-types.ts";

/** Rows per INSERT: 12 values each at most (subscriptions), well under SQLite's 32,766 variables. */
const ROWS_PER_INSERT = 500;

const compiled = new WeakMap<object, Map<string, CompiledQuery>>();

/** Inserts `rows`, ROWS_PER_INSERT at a time; resolves with the rows the INSERTs return, in order. */
export async function insertCompiled<Row extends object, Result>(
  db: Db,
  name: string,
  rows: readonly Row[],
  build: (rows: readonly Row[]) => Compilable<Result>,
): Promise<Result[]> {
  const adapter = db.getExecutor().adapter;
  let byKey = compiled.get(adapter);
  if (!byKey) compiled.set(adapter, (byKey = new Map()));
  const returned: Result[] = [];
  for (let first = 0; first < rows.length; first += ROWS_PER_INSERT) {
    const chunk = rows.slice(first, first + ROWS_PER_INSERT);
    const key = `${name}:${chunk.length}`;
    const known = byKey.get(key) as CompiledQuery<Result> | undefined;
    let query: CompiledQuery<Result>;
    if (known) {
      query = { ...known, parameters: chunk.flatMap((row) => Object.values(row)) };
    } else {
      query = build(chunk).compile();
      byKey.set(key, query);
    }
    returned.push(...(await db.executeQuery(query)).rows);
  }
  return returned;
}
