// Decision 0024. The last step that changes pages, so every inline script gets its hash. A meta
// policy governs only what follows it: first in <head>, after <meta charset> (first 1024 bytes).
// Inserted by source offsets, so the rest of the page and its hashes stay byte for byte.
import fs from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import type { PagePolicy } from "../lib/page-policy.ts";
import { pagePolicyFor } from "../lib/security-headers.ts";
import { attribute, contentSecurityPolicy, inlineScriptHashes } from "./csp.ts";
import { listPublishedFiles } from "../server/out-layout.ts";

type Element = DefaultTreeAdapterTypes.Element;

const { isElementNode } = defaultTreeAdapter;

const isPolicyMeta = (element: Element) =>
  element.tagName === "meta" &&
  attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy";

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export function addPolicyMeta(html: string, policy?: PagePolicy, apiOrigin = ""): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find(isElementNode);
  const head = root?.childNodes.filter(isElementNode).find((element) => element.tagName === "head");
  if (!head?.sourceCodeLocation?.startTag) throw new Error("A page without a <head> start tag");
  const children = head.childNodes.filter(isElementNode);
  const former = children.find(isPolicyMeta)?.sourceCodeLocation;
  if (former)
    return addPolicyMeta(
      html.slice(0, former.startOffset) + html.slice(former.endOffset),
      policy,
      apiOrigin,
    );

  const [first] = children;
  const at =
    first?.tagName === "meta" && attribute(first, "charset") !== undefined
      ? first.sourceCodeLocation!.endOffset
      : head.sourceCodeLocation!.startTag!.endOffset;
  const csp = contentSecurityPolicy(inlineScriptHashes(document), policy, apiOrigin);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}"/>`;
  return html.slice(0, at) + meta + html.slice(at);
}

export function writePolicyMetas(outDir: string, apiOrigin = ""): number {
  const pages = listPublishedFiles(outDir).filter((urlPath) => urlPath.endsWith(".html"));
  for (const urlPath of pages) {
    const file = path.join(outDir, ...urlPath.split("/"));
    const html = fs.readFileSync(file, "utf8");
    const written = addPolicyMeta(html, pagePolicyFor(urlPath), apiOrigin);
    if (written !== html) fs.writeFileSync(file, written);
  }
  return pages.length;
}
