import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  PAGE_POLICIES,
  SHARED_SECURITY_HEADERS,
  cacheControlFor,
  pagePolicyFor,
} from "../../lib/security-headers.ts";
import {
  contentSecurityPolicy,
  inlineScriptBodies,
  inlineScriptHashes,
} from "../../builder/csp.ts";
import { editorPolicy } from "../../lib/editor/page.ts";
import { addPolicyMeta } from "../../builder/csp-meta.ts";
import { ADMIN_POLICY, metaPolicy } from "./support/site-fixture.ts";

const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("matches the hash published for a known script (MDN's CSP example)", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it("hashes every inline script in document order, once each", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script>(function(){document.documentElement.dataset.a="1"})()</script>',
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script id="_R_">self.__next_f=[]</script>',
      "</head><body><p>été</p>",
      '<script>self.__next_f.push([1,"é"])</script>',
      '<script>(function(){document.documentElement.dataset.a="1"})()</script>',
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(function(){document.documentElement.dataset.a="1"})()'),
      sha256("self.__next_f=[]"),
      sha256('self.__next_f.push([1,"é"])'),
    ]);
  });

  it("leaves out external scripts and data blocks such as JSON-LD", () => {
    const html = [
      '<script src="/a.js"></script>',
      '<script src="">ignored()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT TYPE="Application/LD+JSON">{"@type":"Product"}</SCRIPT>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="text/javascript;charset=utf-8">notRun()</script>',
      '<script type=" ">notRunEither()</script>',
    ].join("\n");
    expect(inlineScriptBodies(html)).toEqual([]);
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("keeps every type a browser runs", () => {
    const html = [
      '<script type="module">m()</script>',
      '<script type="text/javascript">c()</script>',
      '<script type="">e()</script>',
      '<script language="javascript">l()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type=" TEXT/JAVASCRIPT ">u()</script>',
    ].join("");
    expect(inlineScriptBodies(html)).toEqual(["m()", "c()", "e()", "l()", '{"imports":{}}', "u()"]);
  });

  it("reads the body as the HTML tokeniser does", () => {
    // A `>` inside a quoted attribute does not end the tag.
    expect(inlineScriptBodies('<script data-x="a>b">one()</script>')).toEqual(["one()"]);
    // CRLF and CR become LF before hashing, as in the browser's input stream.
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([
      sha256("a()\nb()\nc()"),
    ]);
    // Inside `<!-- <script>`, a `</script>` does not close the element.
    const escaped = "<!--<script>x</script>-->y()";
    expect(inlineScriptBodies(`<script>${escaped}</script><p>after</p>`)).toEqual([escaped]);
    // Case-insensitive tags; `<scripts>` is another element; end tag with a space.
    expect(inlineScriptBodies("<scripts>no</scripts><SCRIPT>yes()</script >")).toEqual(["yes()"]);
    // An unclosed script runs to the end of the document.
    expect(inlineScriptBodies("<p>x</p><script>tail()")).toEqual(["tail()"]);
    // Scripts in a comment or in <noscript> never run: no hash for them.
    expect(
      inlineScriptBodies("<!-- <script>c()</script> --><noscript><script>n()</script></noscript>"),
    ).toEqual([]);
  });
});

const directives = (csp: string) =>
  new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe("contentSecurityPolicy", () => {
  it("allows only the site's own origin and the given hashes, as a meta tag can carry it", () => {
    const hashes = [sha256("a()"), sha256("b()")];
    const csp = directives(contentSecurityPolicy(hashes));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", ...hashes]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    // What a meta policy cannot carry is left to the header.
    for (const name of ["frame-ancestors", "report-uri", "sandbox"])
      expect(csp.has(name)).toBe(false);
    // No third-party origin, no wildcard, and no upgrade (it breaks plain-http LAN access).
    expect(contentSecurityPolicy(hashes)).not.toMatch(/https?:|\*|unsafe-eval|upgrade-insecure/);
  });

  it("adds what a page policy allows, and only to its pages", () => {
    const csp = directives(contentSecurityPolicy([sha256("a()")], ADMIN_POLICY));
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.github.com"]);
    expect(csp.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://avatars.githubusercontent.com",
    ]);
    expect(csp.get("script-src")).toEqual(["'self'", sha256("a()")]);
    const policies = [ADMIN_POLICY];
    for (const urlPath of ["/admin", "/admin.html", "/admin/", "/admin/collections/team.html"]) {
      expect(pagePolicyFor(urlPath, policies), urlPath).toBe(ADMIN_POLICY);
    }
    for (const urlPath of ["/", "/administration", "/fr/team.html", "/team"]) {
      expect(pagePolicyFor(urlPath, policies), urlPath).toBeUndefined();
    }
    expect(PAGE_POLICIES).toEqual([editorPolicy]);
  });
});

describe("addPolicyMeta", () => {
  const page = (head: string, body = "") =>
    `<!DOCTYPE html><html lang="en"><head>${head}<title>T</title></head><body>${body}</body></html>`;

  it("puts the page's policy first in <head>, right after <meta charset>", () => {
    const html = addPolicyMeta(
      page(
        '<meta charset="utf-8"/><script>a()</script>',
        "<script>b()</script><script src=/x.js></script>",
      ),
    );
    expect(html).toMatch(
      /<head><meta charset="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><script>a\(\)<\/script>/,
    );
    expect(metaPolicy(html)).toBe(contentSecurityPolicy([sha256("a()"), sha256("b()")]));
    // Without a charset meta, first of all.
    expect(addPolicyMeta(page("<script>a()</script>"))).toMatch(
      /<head><meta http-equiv="Content-Security-Policy"/,
    );
  });

  it("replaces the policy of a former run, and leaves the rest of the page byte for byte", () => {
    const original = page('<meta charset="utf-8"/><script>a()</script>', "<p>é &amp; ü</p>");
    const once = addPolicyMeta(original);
    expect(addPolicyMeta(once)).toBe(once);
    const edited = once.replace("<script>a()</script>", "<script>a()</script><script>c()</script>");
    const again = addPolicyMeta(edited);
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(metaPolicy(again)).toContain(sha256("c()"));
    expect(again.replace(/<meta http-equiv[^>]+>/, "")).toBe(
      edited.replace(/<meta http-equiv[^>]+>/, ""),
    );
  });

  it("writes a page policy's sources into its pages", () => {
    expect(metaPolicy(addPolicyMeta(page(""), ADMIN_POLICY))).toContain(
      "connect-src 'self' https://api.github.com",
    );
  });
});

describe("SHARED_SECURITY_HEADERS", () => {
  it("carries what a meta policy cannot, and the other security headers", () => {
    const headers = SHARED_SECURITY_HEADERS;
    expect(headers["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    const permissions = headers["Permissions-Policy"]?.split(", ") ?? [];
    for (const feature of ["camera", "microphone", "geolocation", "browsing-topics", "payment"]) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for good and revalidates everything else", () => {
    expect(cacheControlFor("/_next/static/chunks/0abc.js")).toBe(CACHE_IMMUTABLE);
    expect(CACHE_IMMUTABLE).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/team", "/fr/team.html", "/team.txt", "/icon.svg", "/_next/x"]) {
      expect(cacheControlFor(path)).toBe(CACHE_REVALIDATE);
    }
    expect(CACHE_REVALIDATE).toBe("public, max-age=0, must-revalidate");
  });
});
