/**
 * The exported site, read once into memory with its compressed variants, ETags and headers.
 * The whole site is a few megabytes; serving from a map is fast, and a request can never reach
 * a file outside out/ since no request path touches the file system.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  cacheControlFor,
  contentSecurityPolicy,
  inlineScriptHashes,
} from "../lib/security-headers";
import { typeOf } from "./content-types";
import type { Compression } from "./encoding";
import { cleanUrl, isNotFoundPage, listPublishedFiles } from "./out-layout";

export interface SiteFile {
  readonly urlPath: string;
  readonly body: Buffer;
  /** Precompressed bodies, kept only when smaller than the original. */
  readonly variants: Map<Compression, Buffer>;
  /**
   * Weak, because the variants of one file share it (RFC 9110 §8.8.1) and brotli bodies are
   * replaced by smaller ones after start-up.
   */
  readonly etag: string;
  /** Content-Type, Cache-Control, and for HTML the page's own CSP. */
  readonly headers: Readonly<Record<string, string>>;
}

export type Resolution =
  | { readonly kind: "file"; readonly file: SiteFile }
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "not-found"; readonly page: SiteFile | undefined };

export interface Site {
  readonly files: ReadonlyMap<string, SiteFile>;
  /** What a decoded request path answers (query string excluded). */
  resolve(pathname: string): Resolution;
  /** The nearest `404.html` up the path: /fr/x gets fr/404.html, anything else 404.html. */
  notFoundPage(pathname: string): SiteFile | undefined;
  /** Recompresses brotli variants at the best quality in the background. */
  optimise(signal: AbortSignal): Promise<void>;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const brotliAt = (quality: number) => (body: Buffer) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
/** Quality 11 takes ~10 s for this site; 5 starts in a blink and is within 10% of it. */
const quickBrotli = brotliAt(5);
const bestBrotli = brotliAt(11);

/** Below this, compression saves less than the headers it adds. */
const MIN_COMPRESS_BYTES = 256;

export async function loadSite(outDir: string): Promise<Site> {
  const root = path.resolve(outDir);
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`${root} holds no exported site (index.html is missing): run npm run build`);
  }
  const files = new Map<string, SiteFile>();
  await Promise.all(
    listPublishedFiles(root).map(async (urlPath) => {
      files.set(urlPath, await loadFile(root, urlPath));
    }),
  );
  const pages = new Map<string, SiteFile>();
  for (const file of files.values()) {
    if (file.urlPath.endsWith(".html")) pages.set(cleanUrl(file.urlPath), file);
  }
  const notFoundPage = (pathname: string): SiteFile | undefined => {
    for (let dir = pathname.replace(/\/+$/, ""); ; dir = dir.slice(0, dir.lastIndexOf("/"))) {
      const page = files.get(`${dir}/404.html`);
      if (page || dir === "") return page;
    }
  };
  const servePage = (page: SiteFile): Resolution =>
    isNotFoundPage(page.urlPath) ? { kind: "not-found", page } : { kind: "file", file: page };

  return {
    files,
    notFoundPage,
    resolve(pathname) {
      const page = pages.get(pathname);
      if (page) return servePage(page);
      const file = files.get(pathname);
      if (file) {
        if (!pathname.endsWith(".html")) return { kind: "file", file };
        return isNotFoundPage(pathname)
          ? servePage(file)
          : { kind: "redirect", location: cleanUrl(pathname) };
      }
      const trimmed = pathname.replace(/\/+$/, "");
      const target = trimmed !== pathname ? pages.get(trimmed || "/") : undefined;
      if (target && !isNotFoundPage(target.urlPath)) {
        return { kind: "redirect", location: trimmed || "/" };
      }
      return { kind: "not-found", page: notFoundPage(pathname) };
    },
    async optimise(signal) {
      for (const file of files.values()) {
        if (signal.aborted) return;
        if (!file.variants.has("br")) continue;
        const best = await bestBrotli(file.body);
        const current = file.variants.get("br");
        if (current && best.length < current.length) file.variants.set("br", best);
      }
    },
  };
}

async function loadFile(root: string, urlPath: string): Promise<SiteFile> {
  const body = await fs.promises.readFile(path.join(root, ...urlPath.split("/")));
  const { type, compressible } = typeOf(urlPath);
  const variants = new Map<Compression, Buffer>();
  if (compressible && body.length >= MIN_COMPRESS_BYTES) {
    const [gz, br] = await Promise.all([gzip(body, { level: 9 }), quickBrotli(body)]);
    if (gz.length < body.length) variants.set("gzip", gz);
    if (br.length < body.length) variants.set("br", br);
  }
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": cacheControlFor(urlPath),
  };
  if (urlPath.endsWith(".html")) {
    headers["Content-Security-Policy"] = contentSecurityPolicy(
      inlineScriptHashes(body.toString("utf8")),
    );
  }
  return { urlPath, body, variants, etag: `W/"${hash}"`, headers };
}
