// Counted before the body is read, so a flood costs little.
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";

export async function rateLimited(
  app: FastifyInstance,
  perMinute: number,
): Promise<RouteShorthandOptions> {
  if (perMinute === 0) return {};
  await app.register(rateLimit, { global: false });
  return { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } };
}

// Counted once the body is read (preHandler), so `keyOf` can decide on what the request acts on.
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
