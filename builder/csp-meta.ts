/**
 * The last step of the build that changes pages: each page gets its Content-Security-Policy as
 * `<meta http-equiv="Content-Security-Policy">` (builder/csp.ts), with the sha256 of
 * every inline script it ends up with, whoever put the script there (Next.js, the language
 * head script, any pre-paint script a page adds). So the policy travels
 * with the page to every host, GitHub Pages and S3 included
 * (docs/decisions/0024-csp-in-the-page.md).
 *
 * A meta policy applies to what follows it: it goes first in `<head>`, after `<meta charset>`
 * only (which must stay within the first 1024 bytes for a host that sends `text/html` without a
 * charset, and loads nothing). Inserted by parse5's source offsets: the rest of the page stays
 * byte for byte, so the hashes computed before the insertion still hold.
 */
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

/**
 * The page with its policy meta first in `<head>`, replacing the one a former run wrote. One
 * parse of the page gives both where the meta goes and the scripts it hashes (a rebuilt page,
 * whose former meta is cut out first, is read twice).
 */
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

/**
 * The policy meta in every page of an export, allowing the forms' API origin when it is another
 * (`apiOrigin`); returns how many pages. A page already holding that very policy is left as it is.
 */
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
