/**
 * Per-IP rate limit of the API (docs/architecture.md, "Forms and the API"):
 * RATE_LIMIT_PER_MINUTE requests a minute for each endpoint separately (default 20; 0 turns
 * it off). Counted before the body is read, so a flood costs little. Behind a proxy, start
 * Fastify with `trustProxy` or every visitor shares the proxy's address.
 */
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";

/**
 * Registers the limiter, and returns the route options that give a route its own per-IP counter
 * (nothing when the limit is off).
 */
export async function rateLimited(
  app: FastifyInstance,
  perMinute: number,
): Promise<RouteShorthandOptions> {
  if (perMinute === 0) return {};
  await app.register(rateLimit, { global: false });
  return { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
}

/**
 * The options of a limited route whose requests `keyOf` names count under that key, the same
 * allowance as an address but apart from it; the others count under their address. Counted once
 * the body is read (preHandler), so `keyOf` decides on what the request acts on.
 */
export function keyedBy(
  routeOptions: RouteShorthandOptions,
  keyOf: (request: FastifyRequest) => Promise<string | undefined>,
): RouteShorthandOptions {
  const limit = routeOptions.config?.rateLimit;
  if (!limit) return routeOptions;
  return {
    ...routeOptions,
    config: {
      ...routeOptions.config,
      rateLimit: {
        ...limit,
        hook: "preHandler",
        keyGenerator: async (request) => (await keyOf(request)) ?? normalizeIP(request.ip),
      },
    },
  };
}
