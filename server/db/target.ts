/**
 * Which database the forms use (server/config.ts reads it): PostgreSQL, which several instances
 * can share, or the embedded SQLite file.
 */

export type DatabaseTarget =
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "postgres"; readonly url: string };
export type DatabaseKind = DatabaseTarget["kind"];

/** The environment that selects `target` (for a server started as a child process). */
export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === "sqlite"
    ? { DATABASE_PATH: target.path, DATABASE_URL: "" }
    : { DATABASE_URL: target.url };
}

/**
 * For messages: the SQLite file, or the PostgreSQL server without its password, query or
 * fragment (libpq takes a password in the query too).
 */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return target.path;
  const url = new URL(target.url);
  url.password = "";
  url.search = "";
  url.hash = "";
  return url.href;
}
