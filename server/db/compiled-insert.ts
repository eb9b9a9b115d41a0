/**
 * Building and compiling a query takes Kysely longer than SQLite takes to run it, and SQLite's
 * writer inserts thousands of rows a second: a multi-row INSERT is compiled once per query
 * name, row count and dialect, then run again with the new rows' values. Every row must have
 * the same keys in the same order: the compiled order of the parameters.
 */
import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import type { Db } from "./store-types.ts";

const compiled = new WeakMap<object, Map<string, CompiledQuery>>();

export function insertCompiled<Row extends object, Result>(
  db: Db,
  name: string,
  rows: readonly Row[],
  build: (rows: readonly Row[]) => Compilable<Result>,
): Promise<QueryResult<Result>> {
  const adapter = db.getExecutor().adapter;
  let byKey = compiled.get(adapter);
  if (!byKey) compiled.set(adapter, (byKey = new Map()));
  const key = `${name}:${rows.length}`;
  const known = byKey.get(key) as CompiledQuery<Result> | undefined;
  if (known) {
    return db.executeQuery({ ...known, parameters: rows.flatMap((row) => Object.values(row)) });
  }
  const query = build(rows).compile();
  byKey.set(key, query);
  return db.executeQuery(query);
}
