// Decision 0029. The 403 also stops native form posts from other origins, which CORS would not.
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";

function ownOrigins(request: FastifyRequest): string[] {
  return [request.headers.host, request.host]
    .map((host) => host && URL.parse(`${request.protocol}://${host}`)?.origin)
    .filter((origin): origin is string => Boolean(origin));
}

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
    credentials: false,
    maxAge: 600,
  });
}

// Absolute, so the visitor goes back to the site, not to a copy of the page on the API's host.
export function pagesOnTheSite(app: FastifyInstance, siteUrl: string): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    const location = reply.getHeader("location");
    if (typeof location === "string" && location.startsWith("/") && !location.startsWith("//")) {
      reply.header("location", `${siteUrl}${location}`);
    }
    done(null, payload);
  });
}
