/**
 * The browser editor's GitHub sign-in (docs/decisions/0026-browser-editor.md): the server is
 * the OAuth app, as the sveltia-cms-auth worker would be, because exchanging GitHub's code for a
 * token takes the app's client secret, which no page may hold.
 *
 * - GET /api/cms/auth?provider=github&scope=… (the editor's sign-in popup): 302 to GitHub's
 *   authorize page with a signed `state`.
 * - GET /api/cms/callback?code=…&state=… (where GitHub sends the popup back): the code exchanged
 *   for a token, handed to the editor that opened the popup by the handshake Sveltia CMS expects
 *   (`authorizing:github`, then `authorization:github:success:{"token":…}`).
 *
 * The site sets no cookie, so the state is not kept in one: it carries its time and an HMAC
 * keyed with the client secret, and is good for ten minutes. The token is posted only to a
 * window of the site's own origin (the editor at /admin). Every outcome is a page that tells the
 * editor, which shows it in its sign-in screen; none is a 500.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import type { EditorSignInSettings } from "../config.ts";
import { escapeHtml, scriptJson } from "../../lib/html.ts";

const PROVIDER = "github";
const STATE_LIFETIME_MS = 10 * 60_000;
const GITHUB_TIMEOUT_MS = 10_000;

/**
 * The scopes a sign-in may ask for (the editor's `auth_scope`), and what it gets when it names
 * none: `repo` reaches a private repository, `user` reads the editor's name and e-mail for
 * commits. Anything else falls back to the default (sveltia-cms-auth does the same).
 */
const ALLOWED_SCOPES = new Set(["repo", "public_repo", "user", "read:user", "user:email"]);
const DEFAULT_SCOPE = "repo,user";

export function signInScope(requested: unknown): string {
  const scopes = typeof requested === "string" ? requested.split(/[\s,]+/).filter(Boolean) : [];
  return scopes.length > 0 && scopes.every((scope) => ALLOWED_SCOPES.has(scope))
    ? scopes.join(",")
    : DEFAULT_SCOPE;
}

/** Sveltia CMS's sign-in error codes, which it shows in the editor's language. */
type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "MISCONFIGURED_CLIENT"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type Outcome = { token: string } | { error: string; errorCode?: ErrorCode };

const stateKey = (secret: string) =>
  createHmac("sha256", secret).update("cms-sign-in-state").digest();

const mac = (secret: string, payload: string) =>
  createHmac("sha256", stateKey(secret)).update(payload).digest("base64url");

/** `{time}.{nonce}.{hmac}`: proof that a sign-in began here, at that time. */
export function signState(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The states this server has taken back, until they expire: a state is good once. Kept in the
 * process (an instance's restart forgets them, harmlessly: GitHub's code is single-use too).
 */
export function usedStates(now: () => number = Date.now) {
  const used = new Map<string, number>();
  return {
    /** True the first time a (valid) state is taken, false ever after. */
    take(state: string): boolean {
      const time = now();
      for (const [seen, expiry] of used) if (expiry < time) used.delete(seen);
      if (used.has(state)) return false;
      used.set(state, time + STATE_LIFETIME_MS);
      return true;
    },
  };
}

export function stateIsValid(secret: string, state: unknown, now = Date.now()): boolean {
  if (typeof state !== "string") return false;
  const match = /^([0-9a-z]+)\.([\w-]{22})\.([\w-]{43})$/.exec(state);
  if (!match) return false;
  const [, time, nonce, signature] = match;
  const expected = Buffer.from(mac(secret, `${time}.${nonce}`));
  if (!timingSafeEqual(Buffer.from(signature!), expected)) return false;
  const age = now - parseInt(time!, 36);
  return age >= 0 && age <= STATE_LIFETIME_MS;
}

/**
 * The popup's page: a fixed script (one hash in its CSP) that reads the outcome from a data
 * block, waits for the editor's `authorizing:github` and answers it. Only a window of this very
 * origin gets the answer.
 */
const HANDSHAKE = `(() => {
  const provider = ${JSON.stringify(PROVIDER)};
  const message = JSON.parse(document.getElementById("outcome").textContent);
  const origin = window.location.origin;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || event.data !== "authorizing:" + provider) return;
    window.opener?.postMessage(message, origin);
  });
  window.opener?.postMessage("authorizing:" + provider, origin);
})();`;

const HANDSHAKE_HASH = `'sha256-${createHash("sha256").update(HANDSHAKE).digest("base64")}'`;

export function outcomeMessage(outcome: Outcome): string {
  const state = "token" in outcome ? "success" : "error";
  return `authorization:${PROVIDER}:${state}:${JSON.stringify({ provider: PROVIDER, ...outcome })}`;
}

/**
 * Every response the sign-in popup goes through, the redirect to GitHub included: the site's COOP
 * (same-origin) on any one of them would put the popup in a browsing context group of its own,
 * cutting it off from the editor that waits for its message (whose own COOP is
 * same-origin-allow-popups). The callback's address holds GitHub's code: no Referer.
 */
const POPUP_HEADERS = {
  "Cross-Origin-Opener-Policy": "unsafe-none",
  "Referrer-Policy": "no-referrer",
};

const OUTCOME_POLICY = `default-src 'none'; script-src ${HANDSHAKE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  const data = scriptJson(outcomeMessage(outcome));
  const text = "token" in outcome ? "Signed in. This window closes by itself." : outcome.error;
  return reply
    .type("text/html; charset=utf-8")
    .headers({ ...POPUP_HEADERS, "Content-Security-Policy": OUTCOME_POLICY })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>Signing in</title></head><body><p>${escapeHtml(text)}</p>` +
        `<script type="application/json" id="outcome">${data}</script>` +
        `<script>${HANDSHAKE}</script></body></html>`,
    );
}

const NOT_CONFIGURED: Outcome = {
  error:
    'This server has no GitHub OAuth app: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (README, "Editing in the browser"), or sign in with a token.',
  errorCode: "MISCONFIGURED_CLIENT",
};

/** GitHub's answer to the code: a token, or why not. */
async function exchangeCode(
  settings: EditorSignInSettings,
  code: string,
  redirectUri: string,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${settings.githubUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
  } catch {
    return {
      error: "GitHub did not answer. Please try again later.",
      errorCode: "TOKEN_REQUEST_FAILED",
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const {
    access_token: token,
    error,
    error_description: description,
  } = (body ?? {}) as Record<string, unknown>;
  if (typeof token === "string" && token !== "") return { token };
  if (typeof error === "string")
    return { error: typeof description === "string" ? `${description} (${error})` : error };
  return {
    error: "GitHub answered with something other than a token. Please try again later.",
    errorCode: "MALFORMED_RESPONSE",
  };
}

type AuthQuery = { Querystring: { provider?: unknown; scope?: unknown } };
type CallbackQuery = { Querystring: { code?: unknown; state?: unknown; error?: unknown } };

export function editorSignInRoutes(
  app: FastifyInstance,
  { settings, siteUrl }: { settings: EditorSignInSettings | undefined; siteUrl: string },
  routeOptions: RouteShorthandOptions,
): void {
  // What GitHub sends the popup back to: the OAuth app's callback URL (README).
  const redirectUri = `${siteUrl}${apiPaths.cmsCallback}`;
  const taken = usedStates();

  app.get<AuthQuery>(routePath(apiPaths.cmsAuth), routeOptions, async (request, reply) => {
    if (request.query.provider !== PROVIDER)
      return sendOutcome(reply, {
        error: "This server signs in to GitHub only.",
        errorCode: "UNSUPPORTED_BACKEND",
      });
    if (!settings) return sendOutcome(reply, NOT_CONFIGURED);
    const query = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: redirectUri,
      scope: signInScope(request.query.scope),
      state: signState(settings.clientSecret),
    });
    return reply
      .headers(POPUP_HEADERS)
      .redirect(`${settings.githubUrl}/login/oauth/authorize?${query}`, 302);
  });

  app.get<CallbackQuery>(routePath(apiPaths.cmsCallback), routeOptions, async (request, reply) => {
    if (!settings) return sendOutcome(reply, NOT_CONFIGURED);
    const { code, state, error } = request.query;
    if (typeof code !== "string" || code === "")
      return sendOutcome(reply, {
        error:
          typeof error === "string"
            ? `GitHub did not sign you in (${error}).`
            : "GitHub sent no authorization code. Please try again.",
        errorCode: "AUTH_CODE_REQUEST_FAILED",
      });
    if (!stateIsValid(settings.clientSecret, state) || !taken.take(state as string))
      return sendOutcome(reply, {
        error:
          "This sign-in did not start here, was already used, or took over ten minutes. Please sign in again.",
        errorCode: "CSRF_DETECTED",
      });
    return sendOutcome(reply, await exchangeCode(settings, code, redirectUri));
  });
}
