/**
 * Hydration after the first paint (docs/decisions/0013-first-paint.md). Next.js puts its
 * scripts in the head (`<script async>` and `<link rel="preload" as="script">`), so a phone on a
 * slow network fetches about 170 KB of JavaScript while the page's own HTML is still arriving,
 * and none of it is needed to paint: every page is complete without JavaScript (the e2e tests
 * check it). The build moves those scripts into a list the page reads once it has painted.
 *
 * Each page gets the list as JSON data (`<script type="application/json" id=…>`) and one small
 * loader, the same on every page, that inserts the scripts with their attributes once the
 * first frame is painted (or at once in a hidden tab, which paints nothing). Next's scripts
 * are `async` already, so their order was never fixed: deferring them changes when they load,
 * not how.
 */
import fs from "node:fs";
import path from "node:path";
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";

export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

/** Inserts the listed scripts after the next paint: a frame, then a task after it. */
export const loaderScript =
  `(function(){var d=document,n=d.getElementById("${DEFERRED_SCRIPTS_ID}"),l=JSON.parse(n.textContent),done;` +
  `function go(){if(done)return;done=1;l.forEach(function(a){var e=d.createElement("script");` +
  `for(var k in a)e.setAttribute(k,a[k]);d.body.appendChild(e)})}` +
  `d.visibilityState==="hidden"?go():requestAnimationFrame(function(){setTimeout(go)})})()`;

type Element = DefaultTreeAdapterTypes.Element;
type Attributes = Record<string, string>;

function attributes(element: Element): Attributes {
  return Object.fromEntries(element.attrs.map((attr) => [attr.name, attr.value]));
}

/** Next's own scripts: external, served from /_next/. */
function isNextScript(element: Element, attrs: Attributes): boolean {
  return element.tagName === "script" && (attrs.src?.startsWith("/_next/") ?? false);
}

function isScriptPreload(element: Element, attrs: Attributes): boolean {
  return element.tagName === "link" && attrs.rel === "preload" && attrs.as === "script";
}

/** `<` escaped so the JSON cannot close its script element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The page with Next's scripts deferred; unchanged when it has none (or was done already).
 * Elements are cut out by parse5's source offsets, so the rest of the page stays byte for byte.
 */
export function deferHydration(html: string): string {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  const document = parse(html, { sourceCodeLocationInfo: true });
  // Source ranges to replace: Next's script elements by nothing, the end of the body by the list.
  const edits: { start: number; end: number; text: string }[] = [];
  const scripts: Attributes[] = [];
  let bodyEnd: number | undefined;
  const visit = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      const attrs = attributes(child);
      const location = child.sourceCodeLocation;
      if (location && (isNextScript(child, attrs) || isScriptPreload(child, attrs))) {
        edits.push({ start: location.startOffset, end: location.endOffset, text: "" });
        if (child.tagName === "script") scripts.push(attrs);
        continue;
      }
      if (child.tagName === "body") bodyEnd = location?.endTag?.startOffset;
      visit(child);
    }
  };
  visit(document);
  if (scripts.length === 0) return html;
  if (bodyEnd === undefined) throw new Error("A page with scripts but no </body>");
  edits.push({
    start: bodyEnd,
    end: bodyEnd,
    text:
      `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${scriptSafeJson(scripts)}</script>` +
      `<script>${loaderScript}</script>`,
  });
  let result = "";
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

/** The scripts a deferred page will load, as the loader reads them. */
export function deferredScripts(html: string): Attributes[] {
  const match = new RegExp(
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as Attributes[]) : [];
}

/** Defers the scripts of every exported page; returns how many pages changed. */
export function deferExportHydration(outDir: string): number {
  let changed = 0;
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_next") visit(file);
      } else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(file, "utf8");
        const deferred = deferHydration(html);
        if (deferred !== html) {
          fs.writeFileSync(file, deferred);
          changed++;
        }
      }
    }
  };
  visit(outDir);
  return changed;
}
