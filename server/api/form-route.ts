// Decisions 0015 and 0035: a browser's own form post always lands on a page of the site (a 303,
// or a filled-in page when the outcome holds what was posted, never a URL holding it).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import {
  fallbackLanguage,
  isLanguage,
  pathLanguage,
  type Language,
} from "../../lib/i18n/languages.ts";
import { FORM_LANGUAGE_PARAM } from "../../lib/api-paths.ts";
import type { FormFailure } from "../../lib/outcome-pages.ts";
import { isBot } from "../../lib/validation.ts";
import { sendError, statusOf } from "../errors.ts";

export const BODY_LIMIT_BYTES = 16 * 1024;

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

const apiError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

export function mediaType(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
}

export function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === FORM_TYPE;
}

// A static page cannot write its own path into a form, so a post without JavaScript gets it here.
export function refererUrl(request: FastifyRequest): URL | undefined {
  return URL.parse(request.headers.referer ?? "") ?? undefined;
}

// The action's query serves before the body is read (429, 413); a cross-origin Referer has no path.
export function formLanguage(request: FastifyRequest, fields?: Record<string, unknown>): Language {
  if (isLanguage(fields?.lng)) return fields.lng;
  const query = (request.query as Record<string, unknown> | undefined)?.[FORM_LANGUAGE_PARAM];
  if (isLanguage(query)) return query;
  const page = refererUrl(request);
  return page ? pathLanguage(page.pathname) : fallbackLanguage;
}

export interface FormAnswer<Page extends string> {
  status: number;
  body: object;
  page: Page | FormFailure;
  // A page holding what was posted, sent instead of the redirect; undefined falls back to `page`.
  document?: (lng: Language) => string | undefined;
}

export interface FormRoute<Page extends string> {
  url: string;
  routeOptions: RouteShorthandOptions;
  pagePath: (page: Page | FormFailure, lng: Language) => string;
  botAnswer: FormAnswer<Page>;
  handle: (fields: Record<string, unknown>, request: FastifyRequest) => Promise<FormAnswer<Page>>;
}

function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw apiError(400, "The body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function utf8<T>(decode: (input: T) => string, input: T): string {
  try {
    return decode(input);
  } catch {
    throw apiError(400, "The body is not valid UTF-8");
  }
}

const decodeUtf8 = (bytes: Uint8Array) => utf8((input) => strictUtf8.decode(input), bytes);

// decodeURIComponent refuses broken UTF-8 where URLSearchParams would put U+FFFD; a stray `%`
// stays itself, as the URL standard says.
const formComponent = (raw: string) =>
  utf8(decodeURIComponent, raw.replace(/\+/g, " ").replace(/%(?![0-9a-f]{2})/gi, "%25"));

// Browsers post a textarea's line breaks as CRLF: as LF, a message is stored and counted as the
// JSON path does.
function formFields(body: string): Record<string, string> {
  // fromEntries defines own properties: a field named `__proto__` stays a field.
  return Object.fromEntries(
    body
      .split("&")
      .filter((pair) => pair !== "")
      .map((pair) => {
        const at = pair.indexOf("=");
        const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
        return [formComponent(name), formComponent(value).replace(/\r\n?/g, "\n")];
      }),
  );
}

function failureOf(status: number): FormFailure {
  if (status === 429) return "rateLimited";
  return status < 500 ? "invalid" : "failed";
}

export function formRoute<Page extends string>(app: FastifyInstance, route: FormRoute<Page>) {
  const redirect = (reply: FastifyReply, page: Page | FormFailure, lng: Language) =>
    reply.redirect(route.pagePath(page, lng), 303);

  return app.register(async (scope) => {
    // Bytes decoded strictly: Fastify's own parsers would store broken UTF-8 as U+FFFD.
    scope.addContentTypeParser(FORM_TYPE, { parseAs: "buffer" }, (_request, body, done) =>
      done(null, formFields(decodeUtf8(body as Buffer))),
    );
    const parseJson = scope.getDefaultJsonParser("error", "error");
    scope.removeContentTypeParser(JSON_TYPE);
    scope.addContentTypeParser(JSON_TYPE, { parseAs: "buffer" }, (request, body, done) =>
      parseJson(request, decodeUtf8(body as Buffer), done),
    );
    scope.post(
      route.url,
      {
        ...route.routeOptions,
        bodyLimit: BODY_LIMIT_BYTES,
        preParsing: (request, _reply, payload, done) => {
          const type = mediaType(request);
          if (type !== JSON_TYPE && type !== FORM_TYPE) {
            done(apiError(415, "Send the body as application/json"));
            return;
          }
          done(null, payload);
        },
        errorHandler: (error, request, reply) => {
          if (!isFormPost(request)) return sendError(error, request, reply);
          const status = statusOf(error);
          if (status >= 500) request.log.error({ err: error }, "request failed");
          const fields = typeof request.body === "object" ? (request.body as object) : undefined;
          return redirect(reply, failureOf(status), formLanguage(request, { ...fields }));
        },
      },
      async (request, reply) => {
        const fields = fieldsOf(request.body);
        let answer: FormAnswer<Page>;
        if (isBot(fields)) {
          request.log.info(`${route.url}: honeypot filled, nothing stored`);
          answer = route.botAnswer;
        } else {
          answer = await route.handle(fields, request);
        }
        if (!isFormPost(request)) return reply.code(answer.status).send(answer.body);
        const lng = formLanguage(request, fields);
        const page = answer.document?.(lng);
        if (page === undefined) return redirect(reply, answer.page, lng);
        return reply.code(answer.status).type("text/html; charset=utf-8").send(page);
      },
    );
  });
}
