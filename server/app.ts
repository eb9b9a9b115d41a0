/**
 * The project's server: the exported site (server/static-site.ts), the same security headers
 * as every other deployment (lib/security-headers.ts), and the forms' API under /api.
 */
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { CACHE_REVALIDATE, SHARED_SECURITY_HEADERS } from "../lib/security-headers.ts";
import { API_PREFIX } from "../lib/api-paths.ts";
import { api } from "./api/index.ts";
import type { ApiSettings, LogLevel, TrustProxy } from "./config.ts";
import { loggerOptions, summariseRequests } from "./logging.ts";
import { sendError } from "./errors.ts";
import { exportedPages } from "./filled-page.ts";
import { indexSite, isApiPath, requestPath, sendNotFound, staticSite } from "./static-site.ts";

export interface ServerOptions {
  /** The exported site (`out/`), indexed once at start-up: restart after a build. */
  readonly outDir: string;
  /** The forms' API (database, mail, limits); without it the server serves the site only. */
  readonly api?: ApiSettings;
  /** Log every request (LOG_REQUESTS); otherwise a summary a minute. */
  readonly logger?: boolean;
  /** LOG_LEVEL; unset: `info` when every request is logged, else `error` (tests, the bench). */
  readonly logLevel?: LogLevel;
  /** TRUST_PROXY: whose X-Forwarded-For gives `request.ip` (the rate limit's key). */
  readonly trustProxy?: TrustProxy;
  /** REQUEST_TIMEOUT_SECONDS, in milliseconds; unset: REQUEST_TIMEOUT_MS. */
  readonly requestTimeoutMs?: number;
}

/**
 * How long a client may take (docs/decisions/0029-deployment-edges.md). A form's body is at most
 * 16 KiB: a phone on a poor line sends it in a few seconds, so a request that has not arrived
 * whole within REQUEST_TIMEOUT_MS (REQUEST_TIMEOUT_SECONDS) is a stalled or hostile client
 * (Node answers 408 and closes). Headers come first and faster, within HEADERS_TIMEOUT_MS or the
 * request's own timeout if shorter. A socket silent for CONNECTION_TIMEOUT_MS is closed. Keep-alive
 * stays Fastify's 72 s: longer than the idle timeout of the usual load balancers (60 s), so the
 * server never closes a connection a proxy is about to reuse.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const HEADERS_TIMEOUT_MS = 10_000;
export const CONNECTION_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** What every response carries unless its route set its own (a page policy's headers). */
const DEFAULT_HEADERS = Object.entries(SHARED_SECURITY_HEADERS);

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const site = indexSite(options.outDir);
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? (options.logger ? "info" : "error")),
    logController: new LogController({ disableRequestLogging: !options.logger }),
    trustProxy: options.trustProxy ?? false,
    requestTimeout,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // Node checks the request and headers timeouts at this interval (30 s by default, which
    // would let a stalled request live up to twice its timeout).
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: 1_000,
    },
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
  if (!options.logger) summariseRequests(app);

  function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (isApiUrl(request.url)) return reply.code(404).send({ error: "Not found" });
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("Allow", "GET, HEAD").send({ error: "Method not allowed" });
    }
    return sendNotFound(reply, site.notFoundPage(requestPath(request.url) ?? "/"));
  }
  app.setNotFoundHandler(notFound);

  // Not encapsulated: the 404 handlers (framework errors included) send the 404 page too.
  await staticSite(app, { outDir: options.outDir, site });
  if (options.api !== undefined) {
    // The pages the API fills in link back to the site, wherever it is.
    const siteElsewhere = options.api.apiUrl !== undefined ? options.api.siteUrl : undefined;
    const pages = exportedPages(options.outDir, site.resolve, siteElsewhere);
    await app.register(api, { prefix: API_PREFIX, ...options.api, pages });
  }

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
