/**
 * Security and caching headers, shared by the project's server and the files written for other
 * servers and CDNs (`_headers`, the nginx snippet), so every deployment sends the same ones, and
 * the pages whose policy differs from the site's. Each page's Content-Security-Policy is written
 * into the page itself by the build (builder/csp.ts, docs/decisions/0024-csp-in-the-page.md).
 * Pure: no I/O.
 */
import { editorPolicy } from "./editor/page.ts";
import type { PagePolicy } from "./page-policy.ts";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Only files whose names carry a content hash (or the build id) may be cached for good. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/_next/static/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Headers that are the same on every response. Permissions-Policy names only features that
 * Chromium recognises: an unknown one (interest-cohort, since FLoC was removed) logs a console
 * error on every page. The header CSP holds what a `<meta>` policy cannot carry; the rest of the
 * policy is in each page (builder/csp.ts `contentSecurityPolicy`), and a browser enforces both.
 */
export const SHARED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "browsing-topics=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

/** Pages with a policy of their own (lib/page-policy.ts): the browser editor at /admin. */
export const PAGE_POLICIES: readonly PagePolicy[] = [editorPolicy];

/** The policy of the page at `urlPath` (`/admin`, `/admin/…`), if one of `policies` covers it. */
export function pagePolicyFor(
  urlPath: string,
  policies: readonly PagePolicy[] = PAGE_POLICIES,
): PagePolicy | undefined {
  return policies.find(
    ({ prefix }) =>
      urlPath === prefix || urlPath.startsWith(`${prefix}/`) || urlPath === `${prefix}.html`,
  );
}
