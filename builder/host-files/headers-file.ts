/**
 * `out/_headers` (Netlify / Cloudflare Pages format), so a CDN deployment is as strict as the
 * project's server: a handful of rules, since each page carries its own CSP (404 pages too).
 */
import type { HeaderRule } from "./header-rules.ts";

/** Cloudflare Pages' limits; past them it ignores rules, so the build says so. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by npm run build (builder/host-files/headers-file.ts): edit that, not this file.\n${blocks.join("\n\n")}\n`;
}

/** Why Cloudflare Pages would ignore part of the file, or undefined when it fits. */
export function headersFileWarning(text: string): string | undefined {
  const lines = text.split("\n");
  const rules = lines.filter((line) => line.startsWith("/")).length;
  const longest = Math.max(...lines.map((line) => line.length));
  if (rules <= MAX_RULES && longest <= MAX_LINE) return undefined;
  return (
    `_headers: ${rules} rules, longest line ${longest} characters; Cloudflare Pages takes at ` +
    `most ${MAX_RULES} rules of lines up to ${MAX_LINE} characters.`
  );
}
