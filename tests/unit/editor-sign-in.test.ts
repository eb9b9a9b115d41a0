/**
 * The browser editor's GitHub sign-in on the project's server (server/editor/sign-in.ts), against the
 * real server and a stand-in for GitHub's two OAuth endpoints (tests/support/github-stand-in.ts):
 * the way to GitHub with a signed state and its browser key, the code posted back with that key
 * and exchanged with the client secret, the token handed over by a page whose only script is
 * hashed in its CSP, and each failure a page that tells the editor, never a 500 or a cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { inlineScriptHashes } from "../../builder/csp.ts";
import {
  browserKey,
  browserKeyMatches,
  outcomeMessage,
  signInScope,
  signState,
  stateIsValid,
} from "../../server/editor/sign-in.ts";
import { makeFixture, startInProcess, type Fixture } from "./support/server-fixture.ts";
import { startGitHubStandIn, type GitHubStandIn } from "../support/github-stand-in.ts";

const app = { clientId: "Iv1.stand-in", clientSecret: "s".repeat(40) };

/** The message the popup's page hands to the editor, read from its data block. */
function handedOver(html: string): string {
  const json = /<script type="application\/json" id="outcome">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as string;
}

/** What the /auth page keeps in sessionStorage and where it sends the popup. */
function departure(html: string): { key: string; url: string } {
  const json = /<script type="application\/json" id="sign-in">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as { key: string; url: string };
}

/** The hidden fields of the callback page's form, as its script posts them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="(\w+)" value="([^"]*)">/g,
  ))
    fields[name!] = value!;
  return fields;
}

/** The page's one inline script is the one its policy allows. */
function expectPinnedScript(html: string, policy: string) {
  expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/);
  expect(inlineScriptHashes(html)).toEqual([/script-src ('sha256-[\w+/=]+')/.exec(policy)![1]]);
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

  it("has a browser key of its own, from this secret, that no other state or key matches", () => {
    const state = signState(app.clientSecret);
    const key = browserKey(app.clientSecret, state);
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(browserKeyMatches(app.clientSecret, state, key)).toBe(true);
    expect(browserKeyMatches(app.clientSecret, signState(app.clientSecret), key)).toBe(false);
    expect(browserKeyMatches("another secret of forty characters......", state, key)).toBe(false);
    for (const wrong of [undefined, "", key.slice(1), `${key}A`, state]) {
      expect(browserKeyMatches(app.clientSecret, state, wrong)).toBe(false);
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

  /** The callback page's post, as its script sends it: the code, the state, the tab's key. */
  function postBack(base: string, fields: Record<string, string>) {
    return fetch(`${base}/api/cms/callback`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  /**
   * The sign-in as the popup goes through it: the /auth page (its key kept in sessionStorage),
   * GitHub, the callback page, its post back with the key (or `key`, another browser's).
   */
  async function signIn(
    base: string,
    { scope = "repo,user", key }: { scope?: string; key?: string } = {},
  ) {
    const auth = await fetch(`${base}/api/cms/auth?provider=github&site_id=x&scope=${scope}`);
    const authHtml = await auth.text();
    const kept = departure(authHtml);
    const atGitHub = await fetch(kept.url, { redirect: "manual" });
    const callbackPage = await fetch(atGitHub.headers.get("location")!);
    const callbackHtml = await callbackPage.text();
    const fields: Record<string, string> = { ...formFields(callbackHtml), key: key ?? kept.key };
    const callback = await postBack(base, fields);
    return {
      auth,
      authHtml,
      kept,
      callbackPage,
      callbackHtml,
      fields,
      callback,
      html: await callback.text(),
    };
  }

  it("sends the popup to GitHub with the app, the callback, the scope and a signed state, its key kept in the tab", async () => {
    const { auth, authHtml, kept } = await signIn(server.base, { scope: "repo" });
    expect(auth.status).toBe(200);
    expect(auth.headers.get("content-type")).toMatch(/^text\/html/);
    const location = new URL(kept.url);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: app.clientId,
      redirect_uri: `${server.base}/api/cms/callback`,
      scope: "repo",
      state: expect.any(String),
    });
    const state = location.searchParams.get("state")!;
    expect(stateIsValid(app.clientSecret, state)).toBe(true);
    // The key is the state's, and is in no URL: only in this page, for sessionStorage.
    expect(kept.key).toBe(browserKey(app.clientSecret, state));
    expect(kept.url).not.toContain(kept.key);
    expect(authHtml).toContain("sessionStorage.setItem");
    expectPinnedScript(authHtml, auth.headers.get("content-security-policy")!);
    // The popup must keep its opener through this page too.
    expect(auth.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(auth.headers.get("set-cookie")).toBeNull();
  });

  it("answers GitHub's return with a page that posts the code and state back with the tab's key", async () => {
    const { callbackPage, callbackHtml, fields } = await signIn(server.base);
    expect(callbackPage.status).toBe(200);
    expect(Object.keys(fields)).toEqual(["code", "state", "key"]);
    expect(callbackHtml).toContain('<form id="exchange" method="post" action="/api/cms/callback">');
    expect(callbackHtml).toContain("sessionStorage.getItem");
    const policy = callbackPage.headers.get("content-security-policy")!;
    expectPinnedScript(callbackHtml, policy);
    expect(policy).toContain("form-action 'self'");
    // The post must carry this origin; the code in the address stays out of any Referer.
    expect(callbackPage.headers.get("referrer-policy")).toBe("strict-origin");
    expect(callbackPage.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(callbackPage.headers.get("set-cookie")).toBeNull();
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
    expectPinnedScript(html, callback.headers.get("content-security-policy")!);
    expect(html).toContain("event.origin !== origin");
    expect(html).not.toContain('"*"');
    expect(callback.headers.get("cross-origin-opener-policy")).toBe("unsafe-none");
    expect(callback.headers.get("referrer-policy")).toBe("no-referrer");
    expect(callback.headers.get("cache-control")).toBe("no-store");
    expect(callback.headers.get("set-cookie")).toBeNull();
  });

  it("takes a state once: the same post again is refused, before asking GitHub", async () => {
    const { fields, html } = await signIn(server.base);
    expect(handedOver(html)).toMatch(/^authorization:github:success:/);
    const before = github.tokens.length;
    const again = await postBack(server.base, fields);
    expect(handedOver(await again.text())).toMatch(
      /^authorization:github:error:\{"provider":"github","error":".*already used.*","errorCode":"CSRF_DETECTED"\}$/,
    );
    expect(github.tokens.length).toBe(before);
  });

  it("refuses a state and code carried to another browser: no key or another's, before asking GitHub", async () => {
    const before = github.tokens.length;
    const stranger = await signIn(server.base); // another sign-in: its key is another browser's
    const strangerKey = stranger.kept.key;
    for (const key of ["", strangerKey, "x".repeat(43)]) {
      const { html, fields } = await signIn(server.base, { key });
      expect(handedOver(html)).toMatch(
        /^authorization:github:error:\{"provider":"github","error":".*in this window.*","errorCode":"CSRF_DETECTED"\}$/,
      );
      const noKey = { code: fields.code!, state: fields.state! };
      expect(handedOver(await (await postBack(server.base, noKey)).text())).toMatch(
        /CSRF_DETECTED/,
      );
    }
    expect(github.tokens.length).toBe(before + 1); // the stranger's own sign-in only
  });

  it("keeps a state for its own tab when another's key was tried with it", async () => {
    const { fields, kept } = await signIn(server.base, { key: "" });
    const before = github.tokens.length;
    const own = await postBack(server.base, { ...fields, key: kept.key });
    expect(handedOver(await own.text())).toMatch(/^authorization:github:success:/);
    expect(github.tokens.length).toBe(before + 1);
  });

  it("refuses a callback whose state did not come from here, before asking GitHub", async () => {
    const before = github.tokens.length;
    const secret = "not the app's secret, but forty chars long";
    const forged = signState(secret);
    const response = await postBack(server.base, {
      code: "abc",
      state: forged,
      key: browserKey(secret, forged),
    });
    expect(response.status).toBe(200);
    expect(handedOver(await response.text())).toMatch(
      /^authorization:github:error:\{"provider":"github","error":".*ten minutes.*","errorCode":"CSRF_DETECTED"\}$/,
    );
    expect(github.tokens.length).toBe(before);
  });

  it("says what GitHub answered when the code is refused or missing", async () => {
    const state = signState(app.clientSecret);
    const refused = await postBack(server.base, {
      code: "used",
      state,
      key: browserKey(app.clientSecret, state),
    });
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
      const state = signState(app.clientSecret);
      const response = await postBack(down.base, {
        code: "abc",
        state,
        key: browserKey(app.clientSecret, state),
      });
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
    const page = await fetch(
      `${server.base}/api/cms/callback?code=${encodeURIComponent('"><b>x')}&state=s`,
    );
    const fields = formFields(await page.text());
    expect(fields).toEqual({ code: "&#34;&#62;&#60;b&#62;x", state: "s", key: "" });
  });
});
