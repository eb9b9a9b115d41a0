import type { FastifyReply, FastifyRequest } from "fastify";

export function statusOf(error: unknown): number {
  const status =
    typeof error === "object" && error !== null && "statusCode" in error ? error.statusCode : 500;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error }, "request failed");
  // A 4xx message is about the request, so it may be shown.
  const message =
    status >= 500 || !(error instanceof Error) ? "Internal server error" : error.message;
  return reply.code(status).send({ error: message });
}
