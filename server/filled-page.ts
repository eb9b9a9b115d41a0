// Decision 0035. Sent without its scripts: React would replace the filled-in fields on hydration.
import fs from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from "parse5";
import type { Resolution } from "./static-site.ts";

export type Document = DefaultTreeAdapterTypes.Document;
export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

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

export function toggleAttribute(element: Element, name: string, on: boolean): void {
  if (on) setAttribute(element, name, "");
  else removeAttribute(element, name);
}

export function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) defaultTreeAdapter.detachNode(child);
  defaultTreeAdapter.insertText(element, text);
}

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

const isScript = (element: Element) =>
  element.tagName === "script" && attribute(element, "type") !== "application/ld+json";

const isScriptPreload = (element: Element) => {
  if (element.tagName !== "link") return false;
  const rel = (attribute(element, "rel") ?? "").split(/\s+/);
  return (
    rel.includes("modulepreload") ||
    (rel.includes("preload") && attribute(element, "as") === "script")
  );
};

export interface ExportedPages {
  open(urlPath: string): Document | undefined;
  html(document: Document): string;
}

// `siteUrl` is given when the pages are on another origin than this server.
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
        // Here `'self'` is the API, and a post sent again is redirected to the site's page.
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
