// No header name may be in two rules matching one URL (Cloudflare joins repeated values with
// commas, Netlify keeps the later rule's), except a page policy's, whose rules come last.
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PAGE_POLICIES,
  SHARED_SECURITY_HEADERS,
} from "../../lib/security-headers.ts";
import type { PagePolicy } from "../../lib/page-policy.ts";

export type Headers = Readonly<Record<string, string>>;

export interface HeaderRule {
  readonly pattern: string;
  readonly headers: Headers;
}

export const EVERY_RESPONSE = "/*";

export const REVALIDATE: Headers = { "Cache-Control": CACHE_REVALIDATE };

export function headerRules(policies: readonly PagePolicy[] = PAGE_POLICIES): HeaderRule[] {
  return [
    { pattern: EVERY_RESPONSE, headers: { ...SHARED_SECURITY_HEADERS } },
    { pattern: "/_next/static/*", headers: { "Cache-Control": CACHE_IMMUTABLE } },
    ...policies.flatMap(({ prefix, headers }) =>
      headers ? [prefix, `${prefix}/*`].map((pattern) => ({ pattern, headers })) : [],
    ),
  ];
}
