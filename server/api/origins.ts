/**
 * Which pages may call the API (docs/decisions/0029-deployment-edges.md): its own origin (pages
 * and API on one server or behind one proxy) and the site's (NEXT_PUBLIC_SITE_URL, the pages
 * on a CDN posting to an API elsewhere). That origin alone gets CORS (`@fastify/cors`) for the
 * forms' `fetch`; a request a browser sent from any other origin is refused with 403 before
 * anything is read, a native form post included (which CORS would not stop). Requests without
 * an `Origin` (API clients, the mail providers' one-click unsubscribe, links opened) are let
 * through.
 */
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The request's own origin as the browser addressed it: scheme, host and port (the `Host`, or
 * the host a trusted proxy forwarded; the scheme a trusted proxy forwarded, else the
 * connection's own).
 */
function ownOrigins(request: FastifyRequest): string[] {
  return [request.headers.host, request.host]
    .map((host) => host && URL.parse(`${request.protocol}://${host}`)?.origin)
    .filter((origin): origin is string => Boolean(origin));
}

/** Whether the browser sent this request from another origin than the server's own. */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const given = URL.parse(origin)?.origin;
  return given === undefined || !ownOrigins(request).includes(given);
}

export async function allowSiteOrigin(app: FastifyInstance, siteUrl: string): Promise<void> {
  const siteOrigin = new URL(siteUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (isCrossOrigin(request) && request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ error: "Cross-origin request refused" });
    }
  });
  await app.register(cors, {
    origin: [siteOrigin],
    methods: ["GET", "POST"],
    allowedHeaders: ["Content-Type"],
    // The forms' fetch sends no credentials: no cookie exists on this site.
    credentials: false,
    maxAge: 600,
  });
}

/**
 * With the pages on another origin than the API, the API's redirects to a page (a form's
 * outcome after a native post, a newsletter link's) name the site's page, absolute: the
 * visitor goes back to the site, not to a copy of the page on the API's host.
 */
export function pagesOnTheSite(app: FastifyInstance, siteUrl: string): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    const location = reply.getHeader("location");
    if (typeof location === "string" && location.startsWith("/") && !location.startsWith("//")) {
      reply.header("location", `${siteUrl}${location}`);
    }
    done(null, payload);
  });
}
