/**
 * Each page's Content-Security-Policy, which the build writes into the page itself
 * (builder/csp-meta.ts, docs/decisions/0024-csp-in-the-page.md): the site's policy, a page
 * policy's sources (lib/page-policy.ts), and the hashes of the page's inline scripts. Build
 * time only (the server reads pages with parse5 too, but never this module). Pure: no I/O.
 */
import { createHash } from "node:crypto";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import type { CspDirective, PagePolicy } from "../lib/page-policy.ts";

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Template = DefaultTreeAdapterTypes.Template;

/** The site's policy, directive by directive, before a page adds its script hashes. */
const SITE_POLICY = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  // React sets `style` attributes, hence `'unsafe-inline'` for styles only.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
} as const satisfies Record<CspDirective, readonly string[]>;

/** Where the forms' API is posted to and fetched from, when it runs on another origin. */
const API_DIRECTIVES: readonly CspDirective[] = ["connect-src", "form-action"];

/**
 * A page's CSP, as its `<meta http-equiv>` carries it: nothing from any other origin unless its
 * page policy allows it, or it is the forms' API origin (`apiOrigin`, builder/api-origin.ts;
 * "" when the API answers on the pages' own origin), and inline scripts only when their hash is
 * listed. No `frame-ancestors`, `report-uri` or `sandbox`: a meta policy cannot carry them (the
 * first is in the shared header). `upgrade-insecure-requests` is left out: every URL of the
 * site is same-origin already, and it would break the plain-http server reached by LAN address.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  policy?: PagePolicy,
  apiOrigin = "",
): string {
  return Object.entries(SITE_POLICY)
    .map(([directive, sources]) => {
      const extra = directive === "script-src" ? scriptHashes : [];
      const api =
        apiOrigin && API_DIRECTIVES.includes(directive as CspDirective) ? [apiOrigin] : [];
      const allowed = policy?.allow?.[directive as CspDirective] ?? [];
      return [directive, ...sources, ...api, ...allowed, ...extra].join(" ");
    })
    .join("; ");
}

/**
 * CSP source expressions (`'sha256-…'`) for every inline script the page runs, in document
 * order, without duplicates. The HTML is read by parse5, a spec-compliant parser, so the text
 * hashed is the text the browser runs (line breaks normalised, entities left as they are in
 * script data); scripts inside comments or `<noscript>` never run and get no hash. A page parse5
 * has already read can be given as its document.
 */
export function inlineScriptHashes(page: string | Document): string[] {
  const hash = (body: string) => createHash("sha256").update(body, "utf8").digest("base64");
  return [...new Set(inlineScriptBodies(page).map((body) => `'sha256-${hash(body)}'`))];
}

/** Bodies of the inline, executable `<script>` elements of a document. */
export function inlineScriptBodies(page: string | Document): string[] {
  const bodies: string[] = [];
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      if (child.tagName === "script" && runsInline(child)) {
        bodies.push(
          child.childNodes
            .map((text) => (defaultTreeAdapter.isTextNode(text) ? text.value : ""))
            .join(""),
        );
      }
      visit("content" in child ? (child as Template).content : child);
    }
  };
  visit(typeof page === "string" ? parse(page) : page);
  return bodies;
}

/** The HTML standard's JavaScript MIME type essence matches (text/javascript, application/x-ecmascript…). */
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

/** Every element of a document or below a node, in document order; a template's content is not the page's. */
export function elements(node: ParentNode | DefaultTreeAdapterTypes.ChildNode): Element[] {
  if (!("childNodes" in node)) return [];
  const children = node.childNodes.flatMap(elements);
  return defaultTreeAdapter.isElementNode(node) ? [node, ...children] : children;
}

/** An element's attribute, as parse5 read it. */
export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * The HTML standard's "prepare the script element": without `src`, these types run (and so
 * need a hash); any other type, such as application/ld+json, is a data block the CSP does not
 * govern.
 */
function runsInline(script: Element): boolean {
  if (attribute(script, "src") !== undefined) return false;
  const type = attribute(script, "type");
  const language = attribute(script, "language");
  if (type === "" || (type === undefined && !language)) return true;
  const blockType = (type === undefined ? `text/${language}` : type.trim()).toLowerCase();
  return (
    JAVASCRIPT_TYPE.test(blockType) ||
    ["module", "importmap", "speculationrules"].includes(blockType)
  );
}
