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
  // Indexed once at start-up: restart after a build.
  readonly outDir: string;
  readonly api?: ApiSettings;
  readonly logger?: boolean;
  readonly logLevel?: LogLevel;
  readonly trustProxy?: TrustProxy;
  readonly requestTimeoutMs?: number;
}

// Decision 0029. Keep-alive outlasts load balancers' usual 60 s idle timeout, so the server never
// closes a connection a proxy is about to reuse.
export const REQUEST_TIMEOUT_MS = 15_000;
export const HEADERS_TIMEOUT_MS = 10_000;
export const CONNECTION_TIMEOUT_MS = 10_000;
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

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
    // Node's default 30 s check would let a stalled request live up to twice its timeout.
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: 1_000,
    },
    // An undecodable URL, `%` escaped, gets the 404 page instead of Fastify's bare 400.
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

  // The server's close waits for every open connection; clients would keep idle ones for seconds.
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
  // The site promises it sets no cookie, ever.
  reply.removeHeader("Set-Cookie");
}

function badRequest(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ error: "Bad request" });
}

function isApiUrl(url: string): boolean {
  const pathname = requestPath(url);
  return pathname !== undefined && isApiPath(pathname);
}
