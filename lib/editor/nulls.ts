import { isObject } from "../i18n/locale-json.ts";

// Sveltia CMS saves an emptied text as "" and an emptied list as [] (sveltia-cms#241); the
// content files mean null. Absent keys stay absent, so the file's key order holds.
export function restoreNulls<T>(data: T, paths: readonly string[]): T {
  let result: unknown = data;
  for (const path of paths) result = restoreAt(result, path.split("."));
  return result as T;
}

function restoreAt(value: unknown, [step, ...rest]: readonly string[]): unknown {
  if (step === undefined || !isObject(value)) return value;
  const list = step.endsWith("[]");
  const key = list ? step.slice(0, -2) : step;
  if (!(key in value)) return value;
  const restore = (inner: unknown) =>
    rest.length > 0 ? restoreAt(inner, rest) : isEmpty(inner) ? null : inner;
  const inner = value[key];
  const restored = !list ? restore(inner) : Array.isArray(inner) ? inner.map(restore) : inner;
  return restored === inner ? value : { ...value, [key]: restored };
}

function isEmpty(value: unknown): boolean {
  return value === "" || (Array.isArray(value) && value.length === 0);
}
