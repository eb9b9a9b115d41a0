// Pure: the browser editor runs these too.
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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

export function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapStrings(child, change)]),
    );
  return value;
}

// The files' own layout, so an edit's diff shows only the lines it changes.
export function jsonText(data: unknown): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
