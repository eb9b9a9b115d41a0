export type DatabaseTarget =
  | { readonly kind: "sqlite"; readonly path: string }
  | { readonly kind: "postgres"; readonly url: string };
export type DatabaseKind = DatabaseTarget["kind"];

export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return target.kind === "sqlite"
    ? { DATABASE_PATH: target.path, DATABASE_URL: "" }
    : { DATABASE_URL: target.url };
}

// libpq takes a password in the query too.
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === "sqlite") return target.path;
  const url = new URL(target.url);
  url.password = "";
  url.search = "";
  url.hash = "";
  return url.href;
}
