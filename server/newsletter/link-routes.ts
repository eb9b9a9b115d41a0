// GET never unsubscribes (mail scanners open links): only a POST does, from the page's form,
// RFC 8058's one-click or JSON.
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

function browserLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return pickLanguage(header.split(",").map((part) => part.split(";")[0] ?? ""));
}

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
    // No HEAD: link checkers probe with it, and it must not confirm.
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

  // Own scope, so form bodies are taken as text on this route only.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("text/plain");
    scope.addContentTypeParser(FORM_TYPES, { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<TokenQuery>(
      routePath(apiPaths.unsubscribe),
      {
        // One-click counts per link, not per address: a provider posts many subscribers' from one
        // address. Keyed on the token acted on, so a valid query token cannot cover another.
        ...keyedBy(routeOptions, async (request) => {
          const acted = actedOn(request as FastifyRequest<TokenQuery>);
          return acted.kind === "one-click" && (await newsletter.holdsToken(acted.token))
            ? `one-click ${String(acted.token)}`
            : undefined;
        }),
        bodyLimit: BODY_LIMIT_BYTES,
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
