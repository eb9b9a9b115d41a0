/**
 * First-load JavaScript of an exported page, read from its HTML: the gzip size (level 9) of
 * every `<script src>` the page references, each file counted once, `noModule` scripts (the
 * polyfill chunk modern browsers skip) left out. Inline scripts are not files: their gzip
 * sizes are summed apart ("inline"); scripts that are data rather than code (JSON-LD,
 * `type="application/json"`...) are left out of both.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export interface ScriptFile {
  src: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  /** The export the page was read from. */
  outDir: string;
  htmlFile: string;
  /** External scripts counted, in document order. */
  files: ScriptFile[];
  /** Sum of `files[].gzipBytes`. */
  gzipBytes: number;
  /** `noModule` scripts seen and not counted. */
  noModule: string[];
  inlineCount: number;
  /** Sum of the gzip sizes of the inline scripts, each compressed on its own. */
  inlineGzipBytes: number;
}

interface ScriptTag {
  attributes: Map<string, string>;
  content: string;
}

export function gzipSize(data: string | Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length;
}

/** The attributes of a start tag's inner text (`script src="a" async`), names lower-cased. */
function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of text.matchAll(pattern)) {
    const name = match[1];
    if (name === undefined) continue;
    attributes.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every `<script>` element of a document, with its raw content (which ends at the first `</script`). */
export function scriptTags(html: string): ScriptTag[] {
  const tags: ScriptTag[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    tags.push({ attributes: parseAttributes(match[1] ?? ""), content: match[2] ?? "" });
  }
  return tags;
}

const codeTypes = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
]);

function isCode(tag: ScriptTag): boolean {
  return codeTypes.has((tag.attributes.get("type") ?? "").trim().toLowerCase());
}

/**
 * The file behind a script URL, for a page at `pagePath` (e.g. `/solutions/pixel`) exported
 * to `outDir`; undefined for another origin.
 */
function fileForSrc(outDir: string, pagePath: string, src: string): string | undefined {
  const base = new URL(pagePath, "http://bench.invalid");
  const url = new URL(src, base);
  if (url.origin !== base.origin) return undefined;
  return path.join(outDir, decodeURIComponent(url.pathname));
}

/** The exported HTML file of a route: `/` → index.html, `/fr` → fr.html (or fr/index.html). */
export function htmlFileForRoute(outDir: string, route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, "");
  const candidates = clean === "" ? ["index.html"] : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(
    `No exported HTML for ${route} in ${outDir} (looked for ${candidates.join(", ")})`,
  );
}

/** Measures the first-load JavaScript of `route` in the export at `outDir`. */
export function firstLoadJs(outDir: string, route: string): FirstLoadJs {
  const htmlFile = htmlFileForRoute(outDir, route);
  const tags = scriptTags(fs.readFileSync(htmlFile, "utf8")).filter(isCode);
  const files: ScriptFile[] = [];
  const seen = new Set<string>();
  const noModule: string[] = [];
  let inlineCount = 0;
  let inlineGzipBytes = 0;

  for (const tag of tags) {
    const src = tag.attributes.get("src");
    if (src === undefined) {
      if (tag.content.trim() === "") continue;
      inlineCount += 1;
      inlineGzipBytes += gzipSize(tag.content);
      continue;
    }
    if (tag.attributes.has("nomodule")) {
      noModule.push(src);
      continue;
    }
    if (seen.has(src)) continue;
    seen.add(src);
    const file = fileForSrc(outDir, route, src);
    if (file === undefined)
      throw new Error(
        `${htmlFile} loads a script from another origin (${src}); the bench cannot size it`,
      );
    if (!fs.existsSync(file))
      throw new Error(`${htmlFile} references ${src}, which is not in ${outDir}`);
    const data = fs.readFileSync(file);
    files.push({ src, bytes: data.length, gzipBytes: gzipSize(data) });
  }

  return {
    outDir,
    htmlFile,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    noModule,
    inlineCount,
    inlineGzipBytes,
  };
}
