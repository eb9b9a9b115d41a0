/**
 * Which database the forms use: PostgreSQL when DATABASE_URL is a `postgres://` URL (several
 * instances can share it), otherwise the embedded SQLite file at DATABASE_PATH (default
 * data/site.db).
 */
import path from "node:path";

export type DatabaseKind = "sqlite" | "postgres";

export type DatabaseTarget =
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "postgres"; readonly url: string };

export function databaseFromEnv(env: NodeJS.ProcessEnv): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(?:ql)?:\/\//.test(url)) {
      throw new Error(
        "DATABASE_URL must be a postgres:// (or postgresql://) URL; for SQLite set DATABASE_PATH instead",
      );
    }
    return { kind: "postgres", url };
  }
  return { kind: "sqlite", path: path.resolve(env.DATABASE_PATH || path.join("data", "site.db")) };
}

/** The environment that selects `target` (for a server started as a child process). */
export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === "sqlite"
    ? { DATABASE_PATH: target.path, DATABASE_URL: "" }
    : { DATABASE_URL: target.url };
}

/** For messages: the SQLite file, or the PostgreSQL server without its password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return target.path;
  const url = new URL(target.url);
  url.password = "";
  return url.href;
}
