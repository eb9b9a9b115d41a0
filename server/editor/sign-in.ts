// Decision 0026: the server is the OAuth app because the code exchange needs the client secret.
// No cookie: the state is signed, lives ten minutes and is taken once; its browser key lives only
// in the popup's sessionStorage, so a state or code carried to another tab or browser is refused.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, RouteShorthandOptions } from "fastify";
import { apiPaths, routePath } from "../../lib/api-paths.ts";
import type { EditorSignInSettings } from "../config.ts";
import { escapeHtml, scriptJson } from "../../lib/html.ts";

const PROVIDER = "github";
const STATE_LIFETIME_MS = 10 * 60_000;
const GITHUB_TIMEOUT_MS = 10_000;

// Any other scope falls back to the default, as sveltia-cms-auth does.
const ALLOWED_SCOPES = new Set(["repo", "public_repo", "user", "read:user", "user:email"]);
const DEFAULT_SCOPE = "repo,user";

export function signInScope(requested: unknown): string {
  const scopes = typeof requested === "string" ? requested.split(/[\s,]+/).filter(Boolean) : [];
  return scopes.length > 0 && scopes.every((scope) => ALLOWED_SCOPES.has(scope))
    ? scopes.join(",")
    : DEFAULT_SCOPE;
}

type ErrorCode =
  | "UNSUPPORTED_BACKEND"
  | "MISCONFIGURED_CLIENT"
  | "AUTH_CODE_REQUEST_FAILED"
  | "CSRF_DETECTED"
  | "TOKEN_REQUEST_FAILED"
  | "MALFORMED_RESPONSE";

type Outcome = { token: string } | { error: string; errorCode?: ErrorCode };

const mac = (secret: string, purpose: string, data: string) =>
  createHmac("sha256", createHmac("sha256", secret).update(`editor-sign-in-${purpose}`).digest())
    .update(data)
    .digest("base64url");

export function signState(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
  return `${payload}.${mac(secret, "state", payload)}`;
}

// In memory: a restart forgets used states, which is harmless as GitHub's code is single-use too.
function stateTaker(): (state: string) => boolean {
  const used = new Map<string, number>();
  return (state) => {
    const time = Date.now();
    for (const [seen, expiry] of used) if (expiry < time) used.delete(seen);
    if (used.has(state)) return false;
    used.set(state, time + STATE_LIFETIME_MS);
    return true;
  };
}

export function browserKey(secret: string, state: string): string {
  return mac(secret, "browser", state);
}

export function browserKeyMatches(secret: string, state: string, key: unknown): boolean {
  if (typeof key !== "string") return false;
  const expected = Buffer.from(browserKey(secret, state));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function stateIsValid(secret: string, state: unknown, now = Date.now()): boolean {
  if (typeof state !== "string") return false;
  const match = /^([0-9a-z]+)\.([\w-]{22})\.([\w-]{43})$/.exec(state);
  if (!match) return false;
  const [, time, nonce, signature] = match;
  const expected = Buffer.from(mac(secret, "state", `${time}.${nonce}`));
  if (!timingSafeEqual(Buffer.from(signature!), expected)) return false;
  const age = now - parseInt(time!, 36);
  return age >= 0 && age <= STATE_LIFETIME_MS;
}

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

const BROWSER_KEY_ITEM = "editor-sign-in-browser-key";

const DEPART = `(() => {
  const { key, url } = JSON.parse(document.getElementById("sign-in").textContent);
  window.sessionStorage.setItem(${JSON.stringify(BROWSER_KEY_ITEM)}, key);
  window.location.replace(url);
})();`;

const RETURN = `(() => {
  const form = document.getElementById("exchange");
  form.elements.key.value = window.sessionStorage.getItem(${JSON.stringify(BROWSER_KEY_ITEM)}) ?? "";
  window.sessionStorage.removeItem(${JSON.stringify(BROWSER_KEY_ITEM)});
  form.submit();
})();`;

const scriptHash = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

export function outcomeMessage(outcome: Outcome): string {
  const state = "token" in outcome ? "success" : "error";
  return `authorization:${PROVIDER}:${state}:${JSON.stringify({ provider: PROVIDER, ...outcome })}`;
}

// COOP same-origin on any page of the popup would cut it off from the editor awaiting its message.
function sendPage(
  reply: FastifyReply,
  page: { text: string; body: string; script: string; formAction?: string; referrer?: string },
): FastifyReply {
  const { text, body, script, formAction = "'none'", referrer = "no-referrer" } = page;
  return reply
    .type("text/html; charset=utf-8")
    .headers({
      "Cross-Origin-Opener-Policy": "unsafe-none",
      "Referrer-Policy": referrer,
      "Content-Security-Policy": `default-src 'none'; script-src ${scriptHash(script)}; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`,
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>Signing in</title></head><body><p>${escapeHtml(text)}</p>` +
        `${body}<script>${script}</script></body></html>`,
    );
}

function sendOutcome(reply: FastifyReply, outcome: Outcome): FastifyReply {
  return sendPage(reply, {
    text: "token" in outcome ? "Signed in. This window closes by itself." : outcome.error,
    body: `<script type="application/json" id="outcome">${scriptJson(outcomeMessage(outcome))}</script>`,
    script: HANDSHAKE,
  });
}

const NO_CODE: Outcome = {
  error: "GitHub sent no authorization code. Please try again.",
  errorCode: "AUTH_CODE_REQUEST_FAILED",
};

const NOT_CONFIGURED: Outcome = {
  error:
    'This server has no GitHub OAuth app: set CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (docs/editing.md, "Editing in the browser"), or sign in with a token.',
  errorCode: "MISCONFIGURED_CLIENT",
};

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
  const body = ((await response.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
  const { access_token: token, error, error_description: description } = body;
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
type CallbackBody = { Body: { code?: unknown; state?: unknown; key?: unknown } };

const FORM_TYPE = "application/x-www-form-urlencoded";
const CALLBACK_BODY_LIMIT = 4096;

export function editorSignInRoutes(
  app: FastifyInstance,
  { settings, siteUrl }: { settings: EditorSignInSettings | undefined; siteUrl: string },
  routeOptions: RouteShorthandOptions,
): void {
  const redirectUri = `${siteUrl}${apiPaths.editorCallback}`;
  const take = stateTaker();

  app.get<AuthQuery>(routePath(apiPaths.editorAuth), routeOptions, async (request, reply) => {
    if (request.query.provider !== PROVIDER)
      return sendOutcome(reply, {
        error: "This server signs in to GitHub only.",
        errorCode: "UNSUPPORTED_BACKEND",
      });
    if (!settings) return sendOutcome(reply, NOT_CONFIGURED);
    const state = signState(settings.clientSecret);
    const query = new URLSearchParams({
      client_id: settings.clientId,
      redirect_uri: redirectUri,
      scope: signInScope(request.query.scope),
      state,
    });
    const signIn = {
      key: browserKey(settings.clientSecret, state),
      url: `${settings.githubUrl}/login/oauth/authorize?${query}`,
    };
    return sendPage(reply, {
      text: "Opening GitHub…",
      body: `<script type="application/json" id="sign-in">${scriptJson(signIn)}</script>`,
      script: DEPART,
    });
  });

  app.get<CallbackQuery>(
    routePath(apiPaths.editorCallback),
    routeOptions,
    async (request, reply) => {
      if (!settings) return sendOutcome(reply, NOT_CONFIGURED);
      const { code, state, error } = request.query;
      if (typeof code !== "string" || code === "")
        return sendOutcome(
          reply,
          typeof error === "string"
            ? { ...NO_CODE, error: `GitHub did not sign you in (${error}).` }
            : NO_CODE,
        );
      const field = (name: string, value: unknown) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(typeof value === "string" ? value : "")}">`;
      return sendPage(reply, {
        text: "Signing in…",
        body:
          `<form id="exchange" method="post" action="${apiPaths.editorCallback}">` +
          `${field("code", code)}${field("state", state)}${field("key", "")}</form>`,
        script: RETURN,
        formAction: "'self'",
        // no-referrer would make the post's Origin `null`, refused as another origin's.
        referrer: "strict-origin",
      });
    },
  );

  // Own scope, so form bodies are parsed on this route only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post<CallbackBody>(
      routePath(apiPaths.editorCallback),
      { ...routeOptions, bodyLimit: CALLBACK_BODY_LIMIT },
      async (request, reply) => {
        if (!settings) return sendOutcome(reply, NOT_CONFIGURED);
        const { code, state, key } = (request.body ?? {}) as CallbackBody["Body"];
        if (typeof code !== "string" || code === "") return sendOutcome(reply, NO_CODE);
        // take() comes last, so a wrong key does not use the state up.
        if (
          !stateIsValid(settings.clientSecret, state) ||
          !browserKeyMatches(settings.clientSecret, state as string, key) ||
          !take(state as string)
        )
          return sendOutcome(reply, {
            error:
              "This sign-in did not start here, in this window, was already used, or took over ten minutes. Please sign in again.",
            errorCode: "CSRF_DETECTED",
          });
        return sendOutcome(reply, await exchangeCode(settings, code, redirectUri));
      },
    );
  });
}
