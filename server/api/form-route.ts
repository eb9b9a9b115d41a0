/**
 * What both form endpoints share. Two ways in, one handler:
 *
 * - JSON (the forms once their script runs, and API clients): answered in JSON as documented,
 *   415 for any other type (checked before the body is read), 413 over 16 KiB, 400 for a body
 *   that is not an object.
 * - `application/x-www-form-urlencoded`: a browser's own post, before the page's script has
 *   arrived or without JavaScript. Every outcome, failures included (400, 413, 429, 5xx), is a
 *   303 to the page that says it, in the page's language, so the visitor always lands on a page
 *   of the site; the browser's back button returns to the form as it was left. An outcome that
 *   needs what was posted (a refused contact request, a held-back confirmation link) is answered
 *   with a page filled in instead, never with a URL holding it.
 *
 * A filled honeypot gets the answer of a success and nothing is stored, so a bot learns nothing.
 */
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

/** An error Fastify answers with its status (server/errors.ts). */
const apiError = (statusCode: number, message: string) =>
  Object.assign(new Error(message), { statusCode });

/** The request's media type, lowercased, without parameters (`charset`, `boundary`). */
export function mediaType(request: FastifyRequest): string | undefined {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
}

/** A browser's own form post, answered with a page rather than JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return mediaType(request) === FORM_TYPE;
}

/**
 * The page the request was sent from (the Referer: same-origin posts carry the whole URL under
 * the site's Referrer-Policy). A static page cannot write its own path or query into a form,
 * so a form posted without JavaScript gets them from here.
 */
export function refererUrl(request: FastifyRequest): URL | undefined {
  return URL.parse(request.headers.referer ?? "") ?? undefined;
}

/**
 * The language of the page a form was sent from: its `lng` field; before the body is read (the
 * rate limit, a body too large) its action's (lib/api-paths.ts `formAction`); else the page's
 * address, which a post to the API on another origin does not carry (its Referer is the origin).
 */
export function formLanguage(request: FastifyRequest, fields?: Record<string, unknown>): Language {
  if (isLanguage(fields?.lng)) return fields.lng;
  const query = (request.query as Record<string, unknown> | undefined)?.[FORM_LANGUAGE_PARAM];
  if (isLanguage(query)) return query;
  const page = refererUrl(request);
  return page ? pathLanguage(page.pathname) : fallbackLanguage;
}

/** What a form's handler decides: the JSON answer, and the page a browser's post lands on. */
export interface FormAnswer<Page extends string> {
  status: number;
  body: object;
  page: Page | FormFailure;
  /**
   * The page a browser's post is answered with, with `status`, instead of a redirect to `page`,
   * when it must hold what the post sent (server/filled-page.ts); undefined when the export
   * has no such page, and the post lands on `page`.
   */
  document?: (lng: Language) => string | undefined;
}

export interface FormRoute<Page extends string> {
  url: string;
  routeOptions: RouteShorthandOptions;
  /** The outcome pages, by name and language (lib/newsletter-pages.ts, lib/contact-pages.ts). */
  pagePath: (page: Page | FormFailure, lng: Language) => string;
  /** What a bot's fake success answers. */
  botAnswer: FormAnswer<Page>;
  /** Sees only bodies from people, as an object of fields. */
  handle: (fields: Record<string, unknown>, request: FastifyRequest) => Promise<FormAnswer<Page>>;
}

/** The parsed body as an object of fields, or a 400. */
function fieldsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw apiError(400, "The body must be a JSON object");
  }
  return body as Record<string, unknown>;
}

/** UTF-8 as it must be: bytes that are not are refused, never turned into U+FFFD. */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** `decode`'s result, or a 400 when what it decodes is not UTF-8. */
function utf8<T>(decode: (input: T) => string, input: T): string {
  try {
    return decode(input);
  } catch {
    throw apiError(400, "The body is not valid UTF-8");
  }
}

const decodeUtf8 = (bytes: Uint8Array) => utf8((input) => strictUtf8.decode(input), bytes);

/**
 * The URL standard's percent-decoding of a form name or value (`+` a space, `%XX` a byte, a
 * stray `%` itself), then strict UTF-8: decodeURIComponent refuses broken UTF-8 and encoded
 * surrogates, where URLSearchParams would put U+FFFD.
 */
const formComponent = (raw: string) =>
  utf8(decodeURIComponent, raw.replace(/\+/g, " ").replace(/%(?![0-9a-f]{2})/gi, "%25"));

/**
 * A form body's fields, decoded as browsers encode them (as URLSearchParams would, but invalid
 * UTF-8 refused with 400); a repeated field keeps its last value. Browsers send a textarea's line breaks as CRLF: they become the LF the
 * visitor's text has in the page (and in the JSON the script sends), so the same message is
 * stored the same way, and counts the same against its limit, whichever way it came.
 */
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

/** A failed request's page: 429 and 4xx say what to do, anything else to try again. */
function failureOf(status: number): FormFailure {
  if (status === 429) return "rateLimited";
  return status < 500 ? "invalid" : "failed";
}

/** Registers a POST form endpoint in a scope of its own (its form-body parser stays there). */
export function formRoute<Page extends string>(app: FastifyInstance, route: FormRoute<Page>) {
  const redirect = (reply: FastifyReply, page: Page | FormFailure, lng: Language) =>
    reply.redirect(route.pagePath(page, lng), 303);

  return app.register(async (scope) => {
    // Bodies as bytes, decoded strictly: Fastify's own parsers would store broken UTF-8 as
    // U+FFFD. A form body is ASCII (percent-encoded); JSON then goes to Fastify's parser.
    // Fastify answers what a parser throws (a 400 here) as it answers `done(error)`.
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
        // Errors before the handler decides (429 from the rate limit, 413, a broken body) and
        // after it (a database down): JSON for JSON, a page for a browser's post.
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
