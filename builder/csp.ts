// Decision 0024.
import { createHash } from "node:crypto";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import type { CspDirective, PagePolicy } from "../lib/page-policy.ts";

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Template = DefaultTreeAdapterTypes.Template;

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

const API_DIRECTIVES: readonly CspDirective[] = ["connect-src", "form-action"];

// No frame-ancestors, report-uri or sandbox: a meta policy cannot carry them. No
// upgrade-insecure-requests: it would break the plain-http server reached by LAN address.
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

// parse5 follows the spec, so the text hashed is the text the browser runs.
export function inlineScriptHashes(page: string | Document): string[] {
  const hash = (body: string) => createHash("sha256").update(body, "utf8").digest("base64");
  return [...new Set(inlineScriptBodies(page).map((body) => `'sha256-${hash(body)}'`))];
}

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

// The HTML standard's JavaScript MIME type essence matches.
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

export function elements(node: ParentNode | DefaultTreeAdapterTypes.ChildNode): Element[] {
  if (!("childNodes" in node)) return [];
  const children = node.childNodes.flatMap(elements);
  return defaultTreeAdapter.isElementNode(node) ? [node, ...children] : children;
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

// As the HTML standard's "prepare the script element": other types are data blocks CSP ignores.
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
