// Only files listed at start-up are served, so no request path reaches outside out/, a dotfile
// or a configuration file (decision 0004).
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import send from "@fastify/send";
import type { FastifyInstance, FastifyReply } from "fastify";
import { API_PREFIX } from "../lib/api-paths.ts";
import { cacheControlFor, pagePolicyFor } from "../lib/security-headers.ts";
import {
  cleanUrl,
  compressedExtensions,
  isNotFoundPage,
  listPublishedFiles,
} from "./out-layout.ts";

// RFC 9239 names text/javascript the one type for JavaScript; mime still says application/.
send.mime.define({ "text/javascript": ["js", "mjs"] }, true);

export type Resolution =
  | { readonly kind: "file"; readonly urlPath: string }
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "not-found"; readonly urlPath: string | undefined };

export function indexSite(outDir: string) {
  if (!fs.existsSync(path.join(outDir, "index.html"))) {
    throw new Error(`${outDir} holds no exported site (index.html is missing): run npm run build`);
  }
  const files = new Set(listPublishedFiles(outDir));
  const pages = new Map<string, string>();
  for (const urlPath of files) {
    if (urlPath.endsWith(".html")) pages.set(cleanUrl(urlPath), urlPath);
  }
  const notFoundPage = (pathname: string): string | undefined => {
    for (let dir = pathname.replace(/\/+$/, ""); ; dir = dir.slice(0, dir.lastIndexOf("/"))) {
      if (files.has(`${dir}/404.html`)) return `${dir}/404.html`;
      if (dir === "") return undefined;
    }
  };
  const servePage = (urlPath: string): Resolution =>
    isNotFoundPage(urlPath) ? { kind: "not-found", urlPath } : { kind: "file", urlPath };

  return {
    notFoundPage,
    resolve(pathname: string): Resolution {
      const page = pages.get(pathname);
      if (page) return servePage(page);
      if (files.has(pathname)) {
        if (!pathname.endsWith(".html")) return { kind: "file", urlPath: pathname };
        return isNotFoundPage(pathname)
          ? servePage(pathname)
          : { kind: "redirect", location: cleanUrl(pathname) };
      }
      const trimmed = pathname.replace(/\/+$/, "");
      const target = trimmed !== pathname ? pages.get(trimmed || "/") : undefined;
      if (target && !isNotFoundPage(target)) return { kind: "redirect", location: trimmed || "/" };
      return { kind: "not-found", urlPath: notFoundPage(pathname) };
    },
  };
}

export async function staticSite(
  app: FastifyInstance,
  { outDir, site }: { outDir: string; site: ReturnType<typeof indexSite> },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: outDir,
    serve: false, // routed below, through the index
    preCompressed: true,
    cacheControl: false, // ours, per file
    setHeaders(reply, file) {
      const urlPath = toUrlPath(outDir, file);
      reply.header("Cache-Control", cacheControlFor(urlPath));
      reply.header("Vary", "Accept-Encoding");
      for (const [name, value] of Object.entries(pagePolicyFor(urlPath)?.headers ?? {})) {
        reply.header(name, value);
      }
    },
  });

  app.get("/*", (request, reply) => {
    const pathname = requestPath(request.url);
    if (pathname === undefined || isApiPath(pathname)) return reply.callNotFound();
    const resolution = site.resolve(pathname);
    switch (resolution.kind) {
      case "file":
        return reply.sendFile(resolution.urlPath);
      case "redirect":
        return reply.redirect(encodeURI(resolution.location) + queryString(request.url), 301);
      case "not-found":
        return sendNotFound(reply, resolution.urlPath);
    }
  });
}

function toUrlPath(outDir: string, file: string): string {
  const urlPath = `/${path.relative(outDir, file).split(path.sep).join("/")}`;
  const ext = Object.values(compressedExtensions).find((e) => urlPath.endsWith(e));
  return ext ? urlPath.slice(0, -ext.length) : urlPath;
}

export function requestPath(url: string): string | undefined {
  const end = url.indexOf("?");
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.startsWith("/")) return undefined;
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes("\0") ? undefined : decoded;
  } catch {
    return undefined;
  }
}

export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

// Raw bytes that would break the Location header are escaped.
function queryString(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return "";
  return url
    .slice(start)
    .replace(
      /[^\x21-\x7e]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
    );
}

export function sendNotFound(reply: FastifyReply, urlPath: string | undefined): FastifyReply {
  if (!urlPath) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
  return reply.code(404).sendFile(urlPath, { etag: false, lastModified: false });
}
