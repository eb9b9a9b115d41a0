import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  inlineScriptBodies,
  inlineScriptHashes,
  pageHeaders,
} from "@/lib/security-headers";

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

describe("contentSecurityPolicy", () => {
  const directives = (csp: string) =>
    new Map(
      csp.split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );

  it("allows only the site's own origin, never a frame, and the given hashes", () => {
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
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // No third-party origin, no wildcard, and no upgrade (it breaks plain-http LAN access).
    expect(contentSecurityPolicy(hashes)).not.toMatch(/https?:|\*|unsafe-eval|upgrade-insecure/);
  });
});

describe("pageHeaders", () => {
  it("gives an HTML page a CSP with its own inline script hashes", () => {
    const headers = pageHeaders("<script>boot()</script><script src=/x.js></script>");
    expect(headers["Content-Security-Policy"]).toContain(`script-src 'self' ${sha256("boot()")};`);
  });

  it("gives other responses a CSP that allows no inline script", () => {
    expect(pageHeaders()["Content-Security-Policy"]).toContain("script-src 'self';");
  });

  it("carries the other security headers", () => {
    const headers = pageHeaders();
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
