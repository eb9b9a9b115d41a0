/**
 * What both endpoints share: JSON only (415 otherwise, checked before the body is read), at
 * most 16 KiB (413), a body that is a JSON object (400 otherwise), and the honeypot: a body
 * with it filled gets the 201 of a success and nothing is stored, so a bot learns nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { isBot } from "../../lib/validation";

export const BODY_LIMIT_BYTES = 16 * 1024;

class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

const jsonOnly: RouteShorthandOptions = {
  bodyLimit: BODY_LIMIT_BYTES,
  preParsing: (request, _reply, payload, done) => {
    if (!isJson(request.headers["content-type"])) {
      done(new ApiError(415, "Send the body as application/json"));
      return;
    }
    done(null, payload);
  },
};

/** The parsed body as an object of fields, or a 400. */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "The body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** A POST form endpoint; `handle` sees only bodies from people, as an object of fields. */
export function formRoute(
  app: FastifyInstance,
  url: string,
  routeOptions: RouteShorthandOptions,
  /** What the fake success of a bot answers (the real success's body). */
  success: object,
  handle: (
    fields: Record<string, unknown>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => unknown,
): void {
  app.post(url, { ...routeOptions, ...jsonOnly }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (isBot(fields)) {
      request.log.info(`${url}: honeypot filled, nothing stored`);
      return reply.code(201).send(success);
    }
    return handle(fields, request, reply);
  });
}
