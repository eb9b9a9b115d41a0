/**
 * JSON helpers shared by the locale check, its fixer, the translation record and the browser
 * editor (which writes the same layout). Pure: they run in the browser too.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Nested objects become dotted keys; list items become `key.0`, `key.1`... Empty ones vanish. */
export function flatten(value: unknown, prefix = "", out = new Map<string, unknown>()) {
  if (isObject(value) || Array.isArray(value)) {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** The same structure with every string passed through `change`. */
export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapStrings(child, change)]),
    );
  return value;
}

/**
 * JSON as the locale and content files are written, by the fixer and by the browser editor:
 * key order kept, 2-space indent, final newline. So an edit changes only the lines it edits.
 */
export function jsonText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
