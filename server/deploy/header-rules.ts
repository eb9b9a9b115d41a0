/**
 * The headers of a deployment as one list of rules, read from an export folder: a URL pattern
 * and the headers it adds. `_headers` (Netlify, Cloudflare Pages) and the nginx snippet are both
 * written from it; the project's server sends the same values (lib/security-headers.ts), which
 * the tests check URL by URL.
 *
 * No header name appears in two rules that can match the same URL: Cloudflare joins the values
 * of a repeated header with commas (two CSPs, both enforced; two max-ages) and Netlify keeps
 * one. So `/*` holds only the headers that are the same everywhere, and Cache-Control and the
 * CSP sit in the page and `/_next/static/*` rules.
 */
import fs from "node:fs";
import path from "node:path";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  SHARED_SECURITY_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  pagePolicyFor,
} from "../../lib/security-headers";
import { cleanUrl, isNotFoundPage, listPublishedFiles } from "../out-layout";

export type Headers = Readonly<Record<string, string>>;

export interface HeaderRule {
  /** `/*` (every response), a prefix such as `/_next/static/*`, or a page's clean URL. */
  readonly pattern: string;
  readonly headers: Headers;
  /** A page rule's file (`/fr/team.html`). */
  readonly page?: string;
}

export const EVERY_RESPONSE = "/*";

/** What a file no page or prefix rule covers gets besides the shared headers (icons, JSON…). */
export const OTHER_FILE_HEADERS: Headers = {
  "Cache-Control": CACHE_REVALIDATE,
  "Content-Security-Policy": contentSecurityPolicy(),
};

/** The rules of an export: shared headers, hashed assets, then one rule per page. */
export function headerRules(outDir: string): HeaderRule[] {
  const pages = listPublishedFiles(outDir).filter((urlPath) => urlPath.endsWith(".html"));
  return [
    { pattern: EVERY_RESPONSE, headers: { ...SHARED_SECURITY_HEADERS } },
    {
      pattern: "/_next/static/*",
      headers: {
        "Cache-Control": CACHE_IMMUTABLE,
        "Content-Security-Policy": contentSecurityPolicy(),
      },
    },
    ...pages.map((page) => {
      const html = fs.readFileSync(path.join(outDir, ...page.split("/")), "utf8");
      const policy = pagePolicyFor(page);
      return {
        pattern: cleanUrl(page),
        page,
        headers: {
          ...policy?.headers,
          "Cache-Control": CACHE_REVALIDATE,
          "Content-Security-Policy": contentSecurityPolicy(inlineScriptHashes(html), policy),
        },
      };
    }),
  ];
}

/** The headers every response carries. */
export function sharedHeaders(rules: readonly HeaderRule[]): Headers {
  return rules.find((rule) => rule.pattern === EVERY_RESPONSE)?.headers ?? {};
}

/** The rules of the language 404 pages (`/404.html`, `/fr/404.html`), shallowest first. */
export function notFoundRules(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules
    .filter((rule) => rule.page !== undefined && isNotFoundPage(rule.page))
    .sort((a, b) => a.pattern.length - b.pattern.length);
}

/** The folder a 404 page answers for: `` for `/404.html`, `/fr` for `/fr/404.html`. */
export function notFoundFolder(rule: HeaderRule): string {
  return rule.pattern.slice(0, -"/404".length);
}
