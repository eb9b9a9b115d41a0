/**
 * Serves the in-memory export: clean URLs, redirects to them, the language's 404 page,
 * negotiated compression and ETag revalidation.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { negotiateEncoding } from "./encoding";
import type { Site, SiteFile } from "./site";

export interface StaticSiteOptions {
  readonly site: Site;
}

export async function staticSite(app: FastifyInstance, { site }: StaticSiteOptions): Promise<void> {
  // GET also answers HEAD (Fastify's exposeHeadRoutes); other methods reach the 404 handler.
  app.get("/*", (request, reply) => {
    const pathname = requestPath(request.url);
    if (pathname === undefined || isApiPath(pathname)) return reply.callNotFound();
    const resolution = site.resolve(pathname);
    switch (resolution.kind) {
      case "file":
        return sendFile(request, reply, resolution.file);
      case "redirect":
        return reply.redirect(encodeURI(resolution.location) + queryString(request.url), 301);
      case "not-found":
        return sendNotFound(request, reply, resolution.page);
    }
  });
}

/** The decoded path of a request URL, or undefined when it cannot name a file. */
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
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** `?…` of a request URL, kept across redirects; raw bytes that would break a header are escaped. */
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

export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  page: SiteFile | undefined,
): FastifyReply {
  if (!page) return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
  return sendFile(request, reply, page, 404);
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  status: 200 | 404 = 200,
): FastifyReply {
  reply.headers(file.headers);
  if (file.variants.size > 0) reply.header("Vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("ETag", file.etag);
    // GET only: Fastify's HEAD route would add `Content-Length: 0` to an empty 304.
    if (request.method === "GET" && etagMatches(request.headers["if-none-match"], file.etag)) {
      return reply.code(304).send();
    }
  }
  const coding = negotiateEncoding(request.headers["accept-encoding"], file.variants);
  const variant = coding === "identity" ? undefined : file.variants.get(coding);
  if (coding !== "identity" && variant) reply.header("Content-Encoding", coding);
  return reply.code(status).send(variant ?? file.body);
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
