/**
 * Pages whose policy differs from the site's, by URL path prefix: the sources their CSP allows
 * besides the site's, and response headers of their own (which replace the shared ones): the
 * browser editor at /admin (lib/editor/page.ts). Listed in lib/security-headers.ts
 * `PAGE_POLICIES`; the build writes their CSP (builder/csp.ts), the servers send their headers.
 */

/** The directives of the site's CSP (builder/csp.ts `SITE_POLICY`). */
export type CspDirective =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "object-src"
  | "base-uri"
  | "form-action";

export interface PagePolicy {
  readonly prefix: string;
  readonly allow?: Readonly<Partial<Record<CspDirective, readonly string[]>>>;
  readonly headers?: Readonly<Record<string, string>>;
}
