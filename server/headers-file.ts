/**
 * Writes out/_headers (Netlify / Cloudflare Pages format) with the headers the project's
 * server sends, so a CDN deployment is as strict as `npm start`.
 *
 * When several rules match a URL, Cloudflare joins the values of a repeated header with
 * commas (two CSPs, both enforced; two max-ages) and Netlify keeps one. So no header name
 * appears in two rules that can match the same URL: `/*` holds only the headers that are the
 * same everywhere, and Cache-Control and the CSP sit in the page and `/_next/static/*` rules.
 */
import fs from "node:fs";
import path from "node:path";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SHARED_SECURITY_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../lib/security-headers";
import { cleanUrl, listPublishedFiles } from "./out-layout";

/** Cloudflare Pages' limits; past them it ignores rules, so the build says so. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

export function writeHeadersFile(outDir: string): void {
  const text = headersFile(outDir);
  const lines = text.split("\n");
  const rules = lines.filter((line) => line.startsWith("/")).length;
  const longest = Math.max(...lines.map((line) => line.length));
  if (rules > MAX_RULES || longest > MAX_LINE) {
    console.warn(
      `_headers: ${rules} rules, longest line ${longest} characters; Cloudflare Pages takes at ` +
        `most ${MAX_RULES} rules of lines up to ${MAX_LINE} characters.`,
    );
  }
  fs.writeFileSync(path.join(outDir, "_headers"), text);
}

/** The `_headers` text for an export folder. */
export function headersFile(outDir: string): string {
  const pages = listPublishedFiles(outDir).filter((urlPath) => urlPath.endsWith(".html"));
  const rules: [string, Record<string, string>][] = [
    ["/*", { ...SHARED_SECURITY_HEADERS }],
    [
      "/_next/static/*",
      { "Cache-Control": CACHE_IMMUTABLE, "Content-Security-Policy": contentSecurityPolicy() },
    ],
    ...pages.map((urlPath): [string, Record<string, string>] => {
      const html = fs.readFileSync(path.join(outDir, ...urlPath.split("/")), "utf8");
      return [
        cleanUrl(urlPath),
        {
          "Cache-Control": CACHE_REVALIDATE,
          "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes(html)),
        },
      ];
    }),
  ];
  const blocks = rules.map(([pattern, headers]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  return `# Written by npm run build (server/headers-file.ts): edit that, not this file.\n${blocks.join("\n\n")}\n`;
}
