/**
 * GitHub's two OAuth web-flow endpoints, as the editor's sign-in (server/editor/sign-in.ts) uses them,
 * for tests without internet: `GET /login/oauth/authorize` sends the browser back to the app's
 * `redirect_uri` with a code and the `state` it was given; `POST /login/oauth/access_token`
 * exchanges that code, once, for a token when the app's client id and secret are right, and
 * answers as GitHub does otherwise (200 with `error` and `error_description`).
 *
 * Run as a script (the end-to-end tests: playwright.config.ts) on GITHUB_STAND_IN_PORT with
 * GITHUB_STAND_IN_CLIENT_ID and GITHUB_STAND_IN_CLIENT_SECRET.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { portFromEnv } from "../../server/config.ts";

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

export interface GitHubStandIn {
  url: string;
  /** Every token it gave, in order. */
  tokens: string[];
  close(): Promise<void>;
}

export async function startGitHubStandIn(app: OAuthApp, port = 0): Promise<GitHubStandIn> {
  const codes = new Map<string, string>(); // code → redirect_uri
  const tokens: string[] = [];

  /** GitHub's answer to a code: a token once, for the app that asked for the code. */
  function exchange(asked: Record<string, string>): Record<string, string> {
    const redirectUri = codes.get(asked.code ?? "");
    codes.delete(asked.code ?? "");
    if (asked.client_id !== app.clientId || asked.client_secret !== app.clientSecret)
      return {
        error: "incorrect_client_credentials",
        error_description: "The client_id and/or client_secret passed are incorrect.",
      };
    if (redirectUri === undefined || redirectUri.split("?")[0] !== asked.redirect_uri)
      return {
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
      };
    const token = `gho_${randomBytes(12).toString("hex")}`;
    tokens.push(token);
    return { access_token: token, token_type: "bearer", scope: "repo,user" };
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      if (url.searchParams.get("client_id") === app.clientId) {
        const code = randomBytes(10).toString("hex");
        codes.set(code, back.href);
        back.searchParams.set("code", code);
      } else {
        back.searchParams.set("error", "application_suspended");
      }
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        const answer = exchange(JSON.parse(body) as Record<string, string>);
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      });
      return;
    }
    // Playwright waits for a 200 here before the tests start.
    response.writeHead(url.pathname === "/" ? 200 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === import.meta.filename) {
  const standIn = await startGitHubStandIn(
    {
      clientId: process.env.GITHUB_STAND_IN_CLIENT_ID ?? "",
      clientSecret: process.env.GITHUB_STAND_IN_CLIENT_SECRET ?? "",
    },
    portFromEnv(process.env, "GITHUB_STAND_IN_PORT"),
  );
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
  }
}
