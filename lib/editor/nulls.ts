import { isObject } from "../i18n/locale-json.ts";

/**
 * A content file's data as its schema wants it: Sveltia CMS writes an emptied optional text as
 * `""` and an emptied list as `[]` (its maintainer's choice: sveltia-cms#241), where the content
 * files say "not known yet" with `null`. At each of `paths` (`hosting.provider`,
 * `members[].role`: builder/editor/content-fields.ts), an empty value becomes `null` again; a key the
 * data does not have is left out, so the file's keys keep their order. Pure: runs in the editor.
 */
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
  // The value at this step, or each item of the list there.
  const restore = (inner: unknown) =>
    rest.length > 0 ? restoreAt(inner, rest) : isEmpty(inner) ? null : inner;
  const inner = value[key];
  const restored = !list ? restore(inner) : Array.isArray(inner) ? inner.map(restore) : inner;
  return restored === inner ? value : { ...value, [key]: restored };
}

function isEmpty(value: unknown): boolean {
  return value === "" || (Array.isArray(value) && value.length === 0);
}
