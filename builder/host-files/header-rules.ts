/**
 * The headers of a deployment as one list of rules: a URL pattern and the headers it adds.
 * `_headers` (Netlify, Cloudflare Pages) and the nginx snippet are both written from it; the
 * project's server sends the same values (lib/security-headers.ts), which the tests check URL
 * by URL. Each page's CSP is not here: it is in the page (builder/csp-meta.ts).
 *
 * No header name appears in two rules that can match the same URL (Cloudflare joins the values
 * of a repeated header with commas, Netlify keeps the later rule's) except where a page policy
 * replaces a shared header on purpose (lib/security-headers.ts `PAGE_POLICIES`): its rules come
 * last. Cache-Control for pages and other files is left to the host (Netlify and Cloudflare
 * Pages revalidate by default; the nginx snippet says it itself).
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PAGE_POLICIES,
  SHARED_SECURITY_HEADERS,
} from "../../lib/security-headers.ts";
import type { PagePolicy } from "../../lib/page-policy.ts";

export type Headers = Readonly<Record<string, string>>;

export interface HeaderRule {
  /** `/*` (every response), a prefix such as `/_next/static/*`, or one path. */
  readonly pattern: string;
  readonly headers: Headers;
}

export const EVERY_RESPONSE = "/*";

/** What a response no other rule covers gets besides the shared headers (pages, icons, JSON…). */
export const REVALIDATE: Headers = { "Cache-Control": CACHE_REVALIDATE };

/** The shared headers, hashed assets, then the pages with a policy of their own. */
export function headerRules(policies: readonly PagePolicy[] = PAGE_POLICIES): HeaderRule[] {
  return [
    { pattern: EVERY_RESPONSE, headers: { ...SHARED_SECURITY_HEADERS } },
    { pattern: "/_next/static/*", headers: { "Cache-Control": CACHE_IMMUTABLE } },
    ...policies.flatMap(({ prefix, headers }) =>
      headers ? [prefix, `${prefix}/*`].map((pattern) => ({ pattern, headers })) : [],
    ),
  ];
}
