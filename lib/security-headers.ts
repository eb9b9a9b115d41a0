/**
 * Security and caching headers (DESIGN §8), shared by the project's server and the `_headers`
 * file written for CDNs, so both deployments send the same policy. Pure: no I/O.
 */
import { createHash } from "node:crypto";

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/** Only files whose names carry a content hash (or the build id) may be cached for good. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/_next/static/") ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * Headers that are the same on every response. Permissions-Policy names only features that
 * Chromium recognises: an unknown one (interest-cohort, since FLoC was removed) logs a console
 * error on every page. `upgrade-insecure-requests` is left out of the CSP: every URL of the
 * site is same-origin already, and it would break the plain-http server reached by LAN address.
 */
export const SHARED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
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

/**
 * The site's CSP: nothing from any other origin. Inline scripts run only when their hash is
 * listed; React sets `style` attributes, hence `'unsafe-inline'` for styles only.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Security headers for a response: an HTML page's CSP allows exactly its own inline scripts. */
export function pageHeaders(html?: string): Record<string, string> {
  const hashes = html === undefined ? [] : inlineScriptHashes(html);
  return { ...SHARED_SECURITY_HEADERS, "Content-Security-Policy": contentSecurityPolicy(hashes) };
}

/**
 * CSP source expressions (`'sha256-…'`) for every inline script an HTML parser would run, in
 * document order, without duplicates. A script inside a comment or `<noscript>` is hashed too:
 * an extra hash only allows text that is in the page already, a missing one breaks the page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const body of inlineScriptBodies(html)) {
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Bodies of inline, executable `<script>` elements, as the browser's parser would see them. */
export function inlineScriptBodies(html: string): string[] {
  // The HTML input stream turns CRLF and CR into LF before tokenising; hashes are of that.
  const source = html.replace(/\r\n?/g, "\n");
  const bodies: string[] = [];
  const start = /<script(?=[\t\n\f />])/gi;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const tag = readAttributes(source, match.index + "<script".length);
    if (!tag) break;
    const end = scriptDataEnd(source, tag.end);
    if (!tag.attributes.has("src") && runsAsScript(tag.attributes)) {
      bodies.push(source.slice(tag.end, end).replace(/\0/g, "\uFFFD"));
    }
    start.lastIndex = end;
  }
  return bodies;
}

const ATTRIBUTE =
  /([^\t\n\f />][^\t\n\f />=]*)(?:[\t\n\f ]*=[\t\n\f ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f >]*)))?/y;

/** Attributes of a start tag (first occurrence wins, like the parser) and where the tag ends. */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; end: number } | undefined {
  const attributes = new Map<string, string>();
  let i = from;
  while (i < html.length) {
    const char = html[i];
    if (char === ">") return { attributes, end: i + 1 };
    if (char === "\t" || char === "\n" || char === "\f" || char === " " || char === "/") {
      i += 1;
      continue;
    }
    ATTRIBUTE.lastIndex = i;
    const match = ATTRIBUTE.exec(html);
    if (!match?.[1]) return undefined;
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
    i = ATTRIBUTE.lastIndex;
  }
  return undefined;
}

/**
 * Where a script's text ends: at `</script`, except inside `<!-- <script> … -->`, following
 * the tokeniser's script data (double) escaped states.
 */
function scriptDataEnd(html: string, from: number): number {
  let state: "data" | "escaped" | "double-escaped" = "data";
  let dashes = 0;
  for (let i = from; i < html.length; i += 1) {
    if (state === "data") {
      if (html.startsWith("<!--", i)) {
        state = "escaped";
        dashes = 2;
        i += 3;
      } else if (isTagStart(html, i, "</script")) {
        return i;
      }
      continue;
    }
    const char = html[i];
    if (char === "-") {
      dashes += 1;
      continue;
    }
    if (char === ">" && dashes >= 2) {
      state = "data";
      dashes = 0;
      continue;
    }
    dashes = 0;
    if (state === "escaped") {
      if (isTagStart(html, i, "</script")) return i;
      if (isTagStart(html, i, "<script")) {
        state = "double-escaped";
        i += "<script".length - 1;
      }
    } else if (isTagStart(html, i, "</script")) {
      state = "escaped";
      i += "</script".length - 1;
    }
  }
  return html.length;
}

function isTagStart(html: string, at: number, tag: string): boolean {
  const next = html[at + tag.length];
  return (
    html.slice(at, at + tag.length).toLowerCase() === tag &&
    next !== undefined &&
    "\t\n\f />".includes(next)
  );
}

const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);

const ASCII_SPACE_AROUND = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * The HTML standard's "prepare the script element": these types run (and so need a hash);
 * any other type, such as application/ld+json, is a data block the CSP does not govern.
 */
function runsAsScript(attributes: ReadonlyMap<string, string>): boolean {
  const type = attributes.get("type");
  const language = attributes.get("language");
  if (type === "" || (type === undefined && !language)) return true;
  const blockType = (
    type === undefined ? `text/${language}` : type.replace(ASCII_SPACE_AROUND, "")
  ).toLowerCase();
  return (
    JAVASCRIPT_TYPES.has(blockType) ||
    blockType === "module" ||
    blockType === "importmap" ||
    blockType === "speculationrules"
  );
}
