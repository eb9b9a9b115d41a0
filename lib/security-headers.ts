// Shared by the server and the files written for other hosts (`_headers`, the nginx snippet), so
// every deployment sends the same headers. Each page carries its own CSP (decision 0024).
import { editorPolicy } from "./editor/page.ts";
import type { PagePolicy } from "./page-policy.ts";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Only files whose names carry a content hash (or the build id) may be cached for good. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/_next/static/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

// Permissions-Policy names only features Chromium recognises: an unknown one logs a console error
// on every page. The header CSP holds only what a `<meta>` policy cannot carry.
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

export const PAGE_POLICIES: readonly PagePolicy[] = [editorPolicy];

export function pagePolicyFor(
  urlPath: string,
  policies: readonly PagePolicy[] = PAGE_POLICIES,
): PagePolicy | undefined {
  return policies.find(
    ({ prefix }) =>
      urlPath === prefix || urlPath.startsWith(`${prefix}/`) || urlPath === `${prefix}.html`,
  );
}
