/**
 * What both endpoints share: JSON only (415 otherwise, checked before the body is read), at
 * most 16 KiB (413), and a body that is a JSON object (400 otherwise).
 */
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";

export const BODY_LIMIT_BYTES = 16 * 1024;

export class ApiError extends Error {
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

export const jsonRoute: RouteShorthandOptions = {
  bodyLimit: BODY_LIMIT_BYTES,
  preParsing: (request: FastifyRequest, _reply: FastifyReply, payload, done) => {
    if (!isJson(request.headers["content-type"])) {
      done(new ApiError(415, "Send the body as application/json"));
      return;
    }
    done(null, payload);
  },
};

/** The parsed body as an object of fields, or a 400. */
export function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, "The body must be a JSON object");
  }
  return body as Record<string, unknown>;
}
