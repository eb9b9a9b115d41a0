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
import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import { inlineScriptBodies } from "../../builder/csp.ts";
import { isPayloadScript } from "../../builder/payload.ts";

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
  /** The HTML file, and its brotli size (quality 11, as precompressed). */
  htmlBytes: number;
  htmlBrotliBytes: number;
  /** React's payload inline in the HTML (the `self.__next_f.push` scripts), as written. */
  payloadBytes: number;
}

export function gzipSize(data: string | Buffer): number {
  return zlib.gzipSync(data, { level: 9 }).length;
}

/** The external scripts of a document (`src`, `noModule`), in document order, read by parse5. */
function externalScripts(html: string): { src: string; noModule: boolean }[] {
  const scripts: { src: string; noModule: boolean }[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!defaultTreeAdapter.isElementNode(child)) continue;
      const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value;
      const src = attribute("src");
      if (child.tagName === "script" && src !== undefined)
        scripts.push({ src, noModule: attribute("nomodule") !== undefined });
      visit(child);
    }
  };
  visit(parse(html));
  return scripts;
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
  const html = fs.readFileSync(htmlFile, "utf8");
  const files: ScriptFile[] = [];
  const seen = new Set<string>();
  const noModule: string[] = [];
  // The inline scripts a browser runs (data blocks such as JSON-LD left out), as the CSP sees them.
  const inline = inlineScriptBodies(html).filter((body) => body.trim() !== "");

  for (const { src, noModule: legacy } of externalScripts(html)) {
    if (legacy) {
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
    inlineCount: inline.length,
    inlineGzipBytes: inline.reduce((sum, body) => sum + gzipSize(body), 0),
    htmlBytes: Buffer.byteLength(html),
    htmlBrotliBytes: zlib.brotliCompressSync(html).length,
    payloadBytes: inline
      .filter(isPayloadScript)
      .reduce((sum, body) => sum + Buffer.byteLength(body), 0),
  };
}
