/**
 * A page of the export, filled in by the server: what a browser's own form post is answered with
 * when its outcome holds what no static page nor address may carry (docs/decisions/0035-refused-posts-come-back-whole.md):
 * a refused contact request with what was typed and the error next to each field (personal data
 * never goes into a URL), a subscription whose confirmation link was held back with when a new
 * one may be asked for.
 *
 * The page is read from out/ as exported, parsed with parse5 (a spec-compliant parser), edited
 * and sent without its scripts: a plain HTML page whose forms post again natively, and which
 * React never hydrates (the filled-in fields and messages would not match what it renders, and
 * it would replace them). Its CSP (a meta tag) still applies and passes: nothing is added but
 * text, attributes and elements styled by classes the page's own stylesheet has. With the pages
 * on another origin than the API (NEXT_PUBLIC_API_ORIGIN), the page is served from the API's
 * origin (which serves the same export): its links are made absolute on the site's address so
 * that the visitor goes back to the site, and its policy's `form-action` also allows the site,
 * where a post sent again lands; its forms already post to the API.
 */
import fs from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";
import type { Resolution } from "./static-site.ts";

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

/** The element descendants of `root` that `matches`, in document order. */
export function elements(root: ParentNode, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      if (matches(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

export function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}

/** A boolean attribute (`required`, `selected`) set or removed. */
export function toggleAttribute(element: Element, name: string, on: boolean): void {
  if (on) setAttribute(element, name, "");
  else removeAttribute(element, name);
}

/** Replaces what `element` holds with `text`. */
export function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) defaultTreeAdapter.detachNode(child);
  defaultTreeAdapter.insertText(element, text);
}

/** A new element at the end of `parent`, holding `text` if given. */
export function appendElement(
  parent: Element,
  tagName: string,
  attrs: Record<string, string>,
  text?: string,
): Element {
  const element = defaultTreeAdapter.createElement(
    tagName,
    HTML_NAMESPACE as Element["namespaceURI"],
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  defaultTreeAdapter.appendChild(parent, element);
  if (text !== undefined) defaultTreeAdapter.insertText(element, text);
  return element;
}

/** Moves `element` right after `reference` in its parent, or to the start of its parent without one. */
export function moveAfter(
  element: Element,
  reference: DefaultTreeAdapterTypes.ChildNode | undefined,
): void {
  const parent = (reference?.parentNode ?? element.parentNode) as ParentNode;
  defaultTreeAdapter.detachNode(element);
  parent.childNodes.splice(reference ? parent.childNodes.indexOf(reference) + 1 : 0, 0, element);
  element.parentNode = parent;
}

const isPolicyMeta = (element: Element) =>
  element.tagName === "meta" &&
  attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";

/** A script element the browser would run (a JSON-LD data block is not one). */
const isScript = (element: Element) =>
  element.tagName === "script" && attribute(element, "type") !== "application/ld+json";

/** A hint to fetch a script early, pointless once the scripts are gone. */
const isScriptPreload = (element: Element) => {
  if (element.tagName !== "link") return false;
  const rel = (attribute(element, "rel") ?? "").split(/\s+/);
  return (
    rel.includes("modulepreload") ||
    (rel.includes("preload") && attribute(element, "as") === "script")
  );
};

export interface ExportedPages {
  /** The exported page at a URL path (`/fr/contact`), parsed anew; undefined when the export has none. */
  open(urlPath: string): Document | undefined;
  /** The page as it is sent: without its scripts, its links to the site absolute when the site is elsewhere. */
  html(document: Document): string;
}

/**
 * The export's pages as the server fills them in. `resolve` maps a URL path to its file (the
 * site's index, server/static-site.ts); `siteUrl` is given when the pages are on another origin
 * than this server.
 */
export function exportedPages(
  outDir: string,
  resolve: (pathname: string) => Resolution,
  siteUrl?: string,
): ExportedPages {
  // Read once: the server is restarted after a build.
  const texts = new Map<string, string>();
  return {
    open(urlPath) {
      const resolution = resolve(urlPath);
      if (resolution.kind !== "file" || !resolution.urlPath.endsWith(".html")) return undefined;
      let text = texts.get(resolution.urlPath);
      if (text === undefined) {
        text = fs.readFileSync(path.join(outDir, resolution.urlPath), "utf8");
        texts.set(resolution.urlPath, text);
      }
      return parse(text);
    },
    html(document) {
      for (const element of elements(document, (e) => isScript(e) || isScriptPreload(e))) {
        defaultTreeAdapter.detachNode(element);
      }
      if (siteUrl !== undefined) {
        for (const link of elements(document, (e) => e.tagName === "a")) {
          const href = attribute(link, "href");
          if (href?.startsWith("/") && !href.startsWith("//")) {
            setAttribute(link, "href", `${siteUrl}${href}`);
          }
        }
        // Served from the API's origin, its `'self'` is the API: a post sent again lands on the
        // site's page (a 303), which `form-action` must then allow, as the site's own page does.
        for (const meta of elements(document, isPolicyMeta)) {
          const policy = attribute(meta, "content") ?? "";
          const origin = new URL(siteUrl).origin;
          setAttribute(meta, "content", policy.replace(/(^|;\s*)form-action\b/, `$& ${origin}`));
        }
      }
      return serialize(document);
    },
  };
}
