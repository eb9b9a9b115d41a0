/**
 * The newsletter's links (server/newsletter/links.ts). Whatever the token, forged, cut, expired,
 * reused or for an erased address, the answer is a page or a 4xx, never a 500.
 *
 * - GET /api/newsletter/confirm?token=… confirms, then 303 to the site's page for the outcome
 *   (lib/newsletter-pages.ts) in the subscriber's language. No HEAD: link checkers probe with
 *   it, and it must not confirm.
 * - GET /api/newsletter/unsubscribe?token=… changes nothing: 303 to the unsubscribe page, whose
 *   button POSTs (mail scanners open links; only a POST unsubscribes).
 * - POST /api/newsletter/unsubscribe?token=… with `List-Unsubscribe=One-Click` as
 *   application/x-www-form-urlencoded or multipart/form-data (RFC 8058, what mail clients
 *   send; when the URL's token is valid, limited per token rather than per address: mail
 *   providers post a large send's unsubscribes from a few addresses, and retry), or with JSON
 *   `{ "token" }` (the site's page once its script runs): 200
 *   `{ unsubscribed: true, already }`; 400 `{ error, fields: { token } }` for a missing or
 *   invalid token.
 * - The same POST as the unsubscribe page's own form (urlencoded with a `token` field, maybe
 *   empty, and no One-Click field: the page before or without JavaScript): 303 to the unsubscribed page, or the invalid-link page. A
 *   static page cannot write the token of its address into the form, so it comes from the
 *   Referer (the page's whole URL, under the site's Referrer-Policy) when the body has none.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import { pickLanguage, type Language } from "../../lib/i18n/languages.ts";
import { newsletterPagePath } from "../../lib/newsletter-pages.ts";
import { sendError, statusOf } from "../errors.ts";
import type { Newsletter } from "./newsletter.ts";
import { keyedBy } from "../rate-limit.ts";
import {
  BODY_LIMIT_BYTES,
  formLanguage,
  isFormPost,
  mediaType,
  refererUrl,
} from "../api/form-route.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
const ONE_CLICK_FORM = /(?:^|&)List-Unsubscribe=One-Click(?:&|$)/;
const ONE_CLICK_PART =
  /content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?[^\n]*\n(?:[^\n]+\n)*\r?\n\s*One-Click\s*(?:\r?\n|$)/i;

type TokenQuery = { Querystring: { token?: unknown } };

/** For a link we cannot tie to a subscriber: the browser's language. */
function browserLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return pickLanguage(header.split(",").map((part) => part.split(";")[0] ?? ""));
}

/** Whether a form body (of media type `type`) is RFC 8058's one-click request. */
function isOneClick(type: string | undefined, body: string): boolean {
  return type?.startsWith("multipart/")
    ? ONE_CLICK_PART.test(body)
    : ONE_CLICK_FORM.test(body.trim());
}

export async function newsletterLinkRoutes(
  app: FastifyInstance,
  newsletter: Newsletter,
  routeOptions: RouteShorthandOptions,
): Promise<void> {
  app.get<TokenQuery>(
    routePath(apiPaths.confirm),
    { ...routeOptions, exposeHeadRoute: false },
    async (request, reply) =>
      reply.redirect(await newsletter.confirm(request.query.token, browserLanguage(request)), 303),
  );

  app.get<TokenQuery>(routePath(apiPaths.unsubscribe), routeOptions, async (request, reply) =>
    reply.redirect(
      await newsletter.unsubscribePage(request.query.token, browserLanguage(request)),
      303,
    ),
  );

  /**
   * The token a POST acts on, and how it came: the page's own form (its `token` field, else its
   * address's), RFC 8058's one-click (the link's query), or JSON (`{ token }`, else the query).
   */
  function actedOn(
    request: FastifyRequest<TokenQuery>,
  ):
    | { kind: "page"; token: string | undefined; lng: Language }
    | { kind: "one-click" | "json"; token: unknown }
    | { kind: "invalid"; error: string } {
    const body: unknown = request.body;
    const query = request.query.token;
    if (typeof body === "string") {
      const form = isFormPost(request) && new URLSearchParams(body);
      if (form && form.has("token") && !isOneClick(undefined, body)) {
        const pageToken = form.get("token") || refererUrl(request)?.searchParams.get("token");
        return {
          kind: "page",
          token: pageToken ?? undefined,
          lng: formLanguage(request, Object.fromEntries(form)),
        };
      }
      return isOneClick(mediaType(request), body)
        ? { kind: "one-click", token: query }
        : { kind: "invalid", error: "A form body must be List-Unsubscribe=One-Click (RFC 8058)" };
    }
    if (typeof body === "object" && body !== null && !Array.isArray(body)) {
      return { kind: "json", token: (body as { token?: unknown }).token ?? query };
    }
    return {
      kind: "invalid",
      error: "Send List-Unsubscribe=One-Click as a form, or a JSON object { token }",
    };
  }

  // Its own scope: form bodies are taken (as text) on this route only, and plain text is not.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("text/plain");
    scope.addContentTypeParser(FORM_TYPES, { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<TokenQuery>(
      routePath(apiPaths.unsubscribe),
      {
        // A mail provider's one-click for a subscriber's own link counts per link, not per
        // address: a provider posts many subscribers' from one address, and retries each. Decided
        // once the body is read (the limit counts in preHandler on this route), on the token the
        // request acts on, so a valid link in the query cannot cover another token in the body.
        ...keyedBy(routeOptions, async (request) => {
          const acted = actedOn(request as FastifyRequest<TokenQuery>);
          return acted.kind === "one-click" && (await newsletter.holdsToken(acted.token))
            ? `one-click ${String(acted.token)}`
            : undefined;
        }),
        bodyLimit: BODY_LIMIT_BYTES,
        // A person posting the page's form too often gets a page, not JSON; a one-click post
        // (a mail provider) gets the documented 429.
        errorHandler: (error, request, reply) =>
          statusOf(error) === 429 && actedOn(request as FastifyRequest<TokenQuery>).kind === "page"
            ? reply.redirect(newsletterPagePath("rateLimited", formLanguage(request)), 303)
            : sendError(error, request, reply),
      },
      async (request, reply) => {
        const acted = actedOn(request);
        if (acted.kind === "page") {
          try {
            const outcome = await newsletter.unsubscribe(acted.token);
            const page = outcome === "invalid" ? "linkInvalid" : "unsubscribed";
            return reply.redirect(newsletterPagePath(page, acted.lng), 303);
          } catch (error) {
            request.log.error({ err: error }, "newsletter: unsubscribing failed");
            return reply.redirect(newsletterPagePath("failed", acted.lng), 303);
          }
        }
        if (acted.kind === "invalid") return reply.code(400).send({ error: acted.error });
        const { token } = acted;
        if (token === undefined || token === "") {
          return reply
            .code(400)
            .send({ error: "The unsubscribe link has no token", fields: { token: "required" } });
        }
        const outcome = await newsletter.unsubscribe(token);
        if (outcome === "invalid") {
          return reply
            .code(400)
            .send({ error: "This unsubscribe link is not valid", fields: { token: "invalid" } });
        }
        return reply.send({ unsubscribed: true, already: outcome === "already-unsubscribed" });
      },
    );
  });
}
