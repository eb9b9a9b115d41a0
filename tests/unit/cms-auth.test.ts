/**
 * The browser editor's GitHub sign-in on the project's server (server/cms/auth.ts), against the
 * real server and a stand-in for GitHub's two OAuth endpoints (tests/support/github-stand-in.ts):
 * the redirect to GitHub with a signed state, the code exchanged with the client secret, the
 * token handed over by a page whose only script is hashed in its CSP, and each failure a page
 * that tells the editor, never a 500 or a cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { inlineScriptHashes } from "@/lib/security-headers";
import { outcomeMessage, signInScope, signState, stateIsValid } from "@/server/cms/auth";
import { makeFixture, startInProcess, type Fixture } from "./support/api-server";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in";

const app = { clientId: "Iv1.stand-in", clientSecret: "s".repeat(40) };

/** The message the popup's page hands to the editor, read from its data block. */
function handedOver(html: string): string {
  const json = /<script type="application\/json" id="outcome">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as string;
}

describe("the sign-in state", () => {
  it("is good for ten minutes, from this secret, untouched", () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const state = signState(app.clientSecret, now);
    expect(stateIsValid(app.clientSecret, state, now + 9 * 60_000)).toBe(true);
    expect(stateIsValid(app.clientSecret, state, now + 11 * 60_000)).toBe(false);
    expect(stateIsValid(app.clientSecret, state, now - 1000)).toBe(false);
    expect(stateIsValid("another secret of forty characters......", state, now)).toBe(false);
    const [time, nonce, mac] = state.split(".");
    const otherMac = `${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`;
    expect(stateIsValid(app.clientSecret, `${time}.${nonce}.${otherMac}`, now)).toBe(false);
    const later = (now + 60_000).toString(36);
    expect(stateIsValid(app.clientSecret, `${later}.${nonce}.${mac}`, now + 60_000)).toBe(false);
    for (const forged of [undefined, "", "x.y.z", ["a"]]) {
      expect(stateIsValid(app.clientSecret, forged, now)).toBe(false);
    }
  });

  it("asks GitHub for the scopes the editor names, when they are among the allowed ones", () => {
    expect(signInScope("repo,user")).toBe("repo,user");
    expect(signInScope("public_repo read:user")).toBe("public_repo,read:user");
    expect(signInScope(undefined)).toBe("repo,user");
    expect(signInScope("repo,admin:org")).toBe("repo,user");
  });
});

describe("GET /api/cms/auth and /api/cms/callback", () => {
  let fixture: Fixture;
  let github: GitHubStandIn;
  let server: { app: FastifyInstance; base: string };
  let unconfigured: { app: FastifyInstance; base: string };

  beforeAll(async () => {
    fixture = await makeFixture();
    github = await startGitHubStandIn(app);
    server = await startInProcess(fixture, {
      editorSignIn: { ...app, githubUrl: github.url },
    });
    unconfigured = await startInProcess(fixture);
  });
  afterAll(async () => {
    await server.app.close();
    await unconfigured.app.close();
    await github.close();
    fixture.remove();
  });

  /** The sign-in as the popup goes through it: authorize, GitHub, callback. */
  async function signIn(base: string, scope = "repo,user") {
    const auth = await fetch(`${base}/api/cms/auth?provider=github&site_id=x&scope=${scope}`, {
      redirect: "manual",
    });
    const atGitHub = await fetch(auth.headers.get("location")!, { redirect: "manual" });
    const callback = await fetch(atGitHub.headers.get("location")!);
    return { auth, callback, html: await callback.text() };
  }

  it("sends the popup to GitHub with the app, the callback, the scope and a signed state", async () => {
    const response = await fetch(`${server.base}/api/cms/auth?provider=github&scope=repo`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: app.clientId,
      redirect_uri: `${server.base}/api/cms/callback`,
      scope: "repo",
      state: expect.any(String),
    });
    expect(stateIsValid(app.clientSecret, location.searchParams.get("state"))).toBe(true);
    // The popup must keep its opener through the redirect too.
    expect(response.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
  });

  it("hands GitHub's token to the editor, on this origin only, from a page the CSP pins", async () => {
    const { callback, html } = await signIn(server.base);
    expect(callback.status).toBe(200);
    expect(callback.headers.get("content-type")).toMatch(/^text\/html/);
    const token = github.tokens.at(-1)!;
    expect(handedOver(html)).toBe(outcomeMessage({ token }));
    expect(handedOver(html)).toBe(
      `authorization:github:success:${JSON.stringify({ provider: "github", token })}`,
    );
    // The page's one script is the one its policy allows, and it answers its own origin only.
    const policy = callback.headers.get("content-security-policy")!;
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/);
    expect(inlineScriptHashes(html)).toEqual([/script-src ('sha256-[\w+/=]+')/.exec(policy)![1]]);
    expect(html).toContain("event.origin !== origin");
    expect(html).not.toContain('"*"');
    expect(callback.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(callback.headers.get("referrer-policy")).toBe("no-referrer");
    expect(callback.headers.get("cache-control")).toBe("no-store");
    expect(callback.headers.get("set-cookie")).toBeNull();
  });

  it("takes a state once: the same callback again is refused, before asking GitHub", async () => {
    const { callback } = await signIn(server.base);
    const before = github.tokens.length;
    const again = await fetch(callback.url);
    expect(handedOver(await again.text())).toMatch(
      /^authorization:github:error:\{"provider":"github","error":".*already used.*","errorCode":"CSRF_DETECTED"\}$/,
    );
    expect(github.tokens.length).toBe(before);
  });

  it("refuses a callback whose state did not come from here, before asking GitHub", async () => {
    const before = github.tokens.length;
    const forged = signState("not the app's secret, but forty chars long");
    const response = await fetch(`${server.base}/api/cms/callback?code=abc&state=${forged}`);
    expect(response.status).toBe(200);
    expect(handedOver(await response.text())).toMatch(
      /^authorization:github:error:\{"provider":"github","error":".*ten minutes.*","errorCode":"CSRF_DETECTED"\}$/,
    );
    expect(github.tokens.length).toBe(before);
  });

  it("says what GitHub answered when the code is refused or missing", async () => {
    const state = signState(app.clientSecret);
    const refused = await fetch(`${server.base}/api/cms/callback?code=used&state=${state}`);
    expect(handedOver(await refused.text())).toContain(
      "The code passed is incorrect or expired. (bad_verification_code)",
    );
    const denied = await fetch(
      `${server.base}/api/cms/callback?error=access_denied&state=${state}`,
    );
    expect(handedOver(await denied.text())).toMatch(/access_denied.*AUTH_CODE_REQUEST_FAILED/);
  });

  it("says GitHub did not answer when it cannot be reached", async () => {
    const fixtureDown = await makeFixture();
    const down = await startInProcess(fixtureDown, {
      editorSignIn: { ...app, githubUrl: "http://127.0.0.1:9" },
    });
    try {
      const response = await fetch(
        `${down.base}/api/cms/callback?code=abc&state=${signState(app.clientSecret)}`,
      );
      expect(response.status).toBe(200);
      expect(handedOver(await response.text())).toMatch(/TOKEN_REQUEST_FAILED/);
    } finally {
      await down.app.close();
      fixtureDown.remove();
    }
  });

  it("tells the editor when the server has no OAuth app, or the backend is not GitHub", async () => {
    const none = await fetch(`${unconfigured.base}/api/cms/auth?provider=github`);
    expect(handedOver(await none.text())).toMatch(/CMS_GITHUB_CLIENT_ID.*MISCONFIGURED_CLIENT/);
    const gitlab = await fetch(`${server.base}/api/cms/auth?provider=gitlab`);
    expect(handedOver(await gitlab.text())).toMatch(/UNSUPPORTED_BACKEND/);
  });

  it("escapes what it repeats, so nothing can close the data block or add markup", async () => {
    const response = await fetch(
      `${server.base}/api/cms/callback?error=${encodeURIComponent("</script><b>x")}&state=s`,
    );
    const html = await response.text();
    expect(html).not.toContain("<b>");
    expect(handedOver(html)).toContain("GitHub did not sign you in (</script><b>x)");
  });
});
