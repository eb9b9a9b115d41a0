/**
 * The project's server: the exported site (server/static-site.ts), the same security headers
 * as every other deployment (lib/security-headers.ts), and the forms' API under /api.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { CACHE_REVALIDATE, SHARED_SECURITY_HEADERS } from "../lib/security-headers.ts";
import { API_PREFIX } from "../lib/api-paths.ts";
import { api } from "./api/index.ts";
import type { ApiSettings } from "./config.ts";
import { sendError } from "./errors.ts";
import { indexSite, isApiPath, requestPath, sendNotFound, staticSite } from "./static-site.ts";

export interface ServerOptions {
  /** The exported site (`out/`), indexed once at start-up: restart after a build. */
  readonly outDir: string;
  /** The forms' API (database, mail, limits); without it the server serves the site only. */
  readonly api?: ApiSettings;
  /** Log every request; otherwise only errors are logged. */
  readonly logger?: boolean;
}

/** What every response carries unless its route set its own (a page policy's headers). */
const DEFAULT_HEADERS = Object.entries(SHARED_SECURITY_HEADERS);

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const site = indexSite(options.outDir);
  const app = Fastify({
    logger: { level: options.logger ? "info" : "error" },
    // A URL that does not decode (a stray `%`, broken UTF-8) names no file. Routed with its
    // `%` escaped, it reaches the 404 page of its language instead of Fastify's bare 400.
    rewriteUrl: (request) => {
      const url = request.url ?? "/";
      return requestPath(url) === undefined ? url.replace(/%/g, "%25") : url;
    },
    frameworkErrors: (_error, request, reply) => {
      // Fastify answers these before routing, where no onSend hook runs.
      setDefaultHeaders(request, reply);
      return badRequest(reply);
    },
  });

  // Once closing, each answer closes its connection: the server's close waits for every open
  // connection, and a client would otherwise keep an idle one for seconds.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    setDefaultHeaders(request, reply);
    if (closing) reply.header("Connection", "close");
    done(null, payload);
  });

  app.setErrorHandler(sendError);

  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const pathname = requestPath(request.url);
    if (pathname !== undefined && isApiPath(pathname)) {
      return reply.code(404).send({ error: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("Allow", "GET, HEAD").send({ error: "Method not allowed" });
    }
    return sendNotFound(reply, site.notFoundPage(pathname ?? "/"));
  }
  app.setNotFoundHandler(notFound);

  // Not encapsulated: the 404 handlers (framework errors included) send the 404 page too.
  await staticSite(app, { outDir: options.outDir, site });
  if (options.api !== undefined) await app.register(api, { prefix: API_PREFIX, ...options.api });

  return app;
}

function setDefaultHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of DEFAULT_HEADERS) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (!reply.hasHeader("Cache-Control")) {
    reply.header("Cache-Control", isApiUrl(request.url) ? "no-store" : CACHE_REVALIDATE);
  }
  // The site promises it sets no cookie, ever: enforced here for all routes.
  reply.removeHeader("Set-Cookie");
}

function badRequest(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ error: "Bad request" });
}

function isApiUrl(url: string): boolean {
  const pathname = requestPath(url);
  return pathname !== undefined && isApiPath(pathname);
}
