import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app.ts";
import { PAGE_POLICIES, pagePolicyFor } from "../../lib/security-headers.ts";
import { rawRequest } from "./support/raw-request.ts";
import { FIXTURE, metaPolicy, SCRIPTS, sha256, writeSiteFixture } from "./support/site-fixture.ts";

let tmp: string;
let outDir: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "server-test-"));
  outDir = path.join(tmp, "out");
  await writeSiteFixture(outDir);
  fs.writeFileSync(path.join(tmp, "secret.txt"), "TOP SECRET");
  app = await buildServer({ outDir });
  // Stand-ins for later API routes: the server's guarantees must hold for them too.
  app.get("/api/cookie", (_request, reply) =>
    reply.header("Set-Cookie", "id=1").send({ ok: true }),
  );
  app.get("/api/boom", () => {
    throw new Error("database password is hunter2");
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const raw = (requestPath: string, headers?: Record<string, string>, method?: string) =>
  rawRequest(base, requestPath, headers, method);

const get = (urlPath: string, init?: RequestInit) =>
  fetch(`${base}${urlPath}`, { redirect: "manual", ...init });

describe("clean URLs", () => {
  it.each([
    ["/", "Home in English"],
    ["/team", "Our team"],
    ["/fr", "Accueil en français"],
    ["/fr/team", "Notre équipe"],
    ["/solutions/pixel", "Pixel camera"],
  ])("%s answers 200 with its page", async (urlPath, heading) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it.each([
    ["/team.html", "/team"],
    ["/team.html?lng=fr&x=1", "/team?lng=fr&x=1"],
    ["/team/", "/team"],
    ["/team/?lng=fr", "/team?lng=fr"],
    ["/index.html", "/"],
    ["/fr.html", "/fr"],
    ["/fr/", "/fr"],
    ["/fr/team.html", "/fr/team"],
    ["/solutions/pixel/", "/solutions/pixel"],
  ])("%s redirects permanently to %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });
});

describe("not found", () => {
  it.each([
    ["/nope", "Page not found"],
    ["/nope/", "Page not found"],
    ["/teams", "Page not found"],
    ["/frnope", "Page not found"],
    ["/404", "Page not found"],
    ["/404.html", "Page not found"],
    ["/fr/nope", "Page introuvable"],
    ["/fr/solutions/nope/deeper", "Page introuvable"],
    ["/fr/404", "Page introuvable"],
    ["/_next/static/chunks/missing.js", "Page not found"],
  ])("%s answers 404 with the page in its language", async (urlPath, heading) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it("serves the 404 page with the CSP of its own inline scripts in it", async () => {
    const en = metaPolicy(await (await get("/nope")).text());
    const fr = metaPolicy(await (await get("/fr/nope")).text());
    expect(en).toContain(sha256(SCRIPTS.notFound));
    expect(fr).toContain(sha256(SCRIPTS.frNotFound));
    expect(fr).not.toContain(sha256(SCRIPTS.notFound));
  });

  it.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/..%2fsecret.txt",
    "/_next/../../secret.txt",
    "/fr/..%5c..%5csecret.txt",
    "/%00",
    "/team%00.html",
    "/%E0%A4%A",
    "/.build-stamp",
    "/_headers",
  ])("%s answers 404 and reveals nothing", async (urlPath) => {
    const response = await raw(urlPath);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toMatch(/Page not found|Page introuvable/);
    expect(response.body.toString()).not.toContain("TOP SECRET");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown API paths with JSON, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await get("/api/nope", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });
});

describe("methods", () => {
  it("answers HEAD like GET without a body", async () => {
    const full = await raw("/team", { "Accept-Encoding": "gzip" });
    const head = await raw("/team", { "Accept-Encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(full.body.length));
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-security-policy"]).toBe(full.headers["content-security-policy"]);
    expect((await raw("/nope", {}, "HEAD")).status).toBe(404);
  });

  it("refuses other methods on the site", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await get("/team", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });
});

describe("compression", () => {
  // As the build left it: with its policy meta.
  const teamHtml = () => fs.readFileSync(path.join(outDir, "team.html"));

  it("sends brotli when asked", async () => {
    const response = await raw("/team", { "Accept-Encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.body.length).toBeLessThan(teamHtml().length);
    expect(zlib.brotliDecompressSync(response.body).equals(teamHtml())).toBe(true);
  });

  it("sends gzip when brotli is not accepted", async () => {
    const response = await raw("/team", { "Accept-Encoding": "gzip, br;q=0" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(response.body).equals(teamHtml())).toBe(true);
  });

  it("sends the file as is without Accept-Encoding", async () => {
    const response = await raw("/team");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.equals(teamHtml())).toBe(true);
  });

  it.each([
    ["/_next/static/chunks/a.js", "text/javascript; charset=utf-8"],
    ["/team.txt", "text/plain; charset=utf-8"],
  ])("compresses %s (%s)", async (urlPath, type) => {
    const response = await raw(urlPath, { "Accept-Encoding": "br" });
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["content-encoding"]).toBe("br");
    const original = FIXTURE[urlPath.slice(1)];
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(original);
  });

  it("compresses the 404 page too", async () => {
    const response = await raw("/fr/nope", { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(zlib.gunzipSync(response.body).toString()).toBe(
      fs.readFileSync(path.join(outDir, "fr/404.html"), "utf8"),
    );
  });
});

describe("other files", () => {
  it.each([
    ["/team/__next.$d$lang.team.__PAGE__.txt", "text/plain; charset=utf-8"],
    ["/team/__next.%24d%24lang.team.__PAGE__.txt", "text/plain; charset=utf-8"],
    ["/locales/en/common.json", "application/json; charset=utf-8"],
    ["/icon.svg", "image/svg+xml"],
  ])("%s is served as %s", async (urlPath, type) => {
    const response = await raw(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
  });
});

describe("headers", () => {
  it("caches hashed assets for good and revalidates pages", async () => {
    const asset = await get("/_next/static/chunks/a.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const urlPath of ["/", "/team", "/team.txt", "/icon.svg"]) {
      const response = await get(urlPath);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("revalidates with the ETag", async () => {
    // As a browser revalidates. (fetch() would add `Cache-Control: no-cache` to a conditional
    // request, which asks for the full answer.)
    const first = await raw("/team", { "Accept-Encoding": "br" });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw("/team", { "Accept-Encoding": "br", "If-None-Match": etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await raw("/team", { "Accept-Encoding": "br", "If-None-Match": 'W/"other"' });
    expect(stale.status).toBe(200);
    // Another file has another tag.
    expect((await raw("/fr/team", { "Accept-Encoding": "br" })).headers.etag).not.toBe(etag);
  });

  it("serves each page with a CSP in it allowing exactly its own inline scripts", async () => {
    const response = await get("/team");
    // The header holds what a meta policy cannot: the same on every response.
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    const csp = metaPolicy(await response.text());
    expect(csp).toContain(`script-src 'self' ${sha256(SCRIPTS.team)};`);
    expect(csp).not.toContain("frame-ancestors");
    expect(csp).not.toContain(sha256(SCRIPTS.frTeam));
    expect(metaPolicy(await (await get("/fr/team")).text())).toContain(sha256(SCRIPTS.frTeam));
    // The JSON-LD block is data, not script: no hash for it.
    expect(csp).not.toContain(sha256('{"@type":"Organization"}'));
  });

  it("sends the security headers and no cookie on every kind of response", async () => {
    const responses = await Promise.all([
      raw("/"),
      raw("/team", { "Accept-Encoding": "br" }),
      raw("/team.html"),
      raw("/nope"),
      raw("/_next/static/chunks/a.js"),
      raw("/%E0%A4%A"),
      raw("/api/nope"),
      raw("/api/cookie"),
      raw("/team", {}, "POST"),
      raw("/team", {}, "HEAD"),
    ]);
    for (const response of responses) {
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers["x-powered-by"]).toBeUndefined();
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    }
  });

  it("answers an error without its details", async () => {
    const response = await raw("/api/boom");
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body.toString())).toEqual({ error: "Internal server error" });
  });
});

describe("the _headers file", () => {
  const rules = () => {
    const text = fs.readFileSync(path.join(outDir, "_headers"), "utf8");
    const map = new Map<string, Map<string, string>>();
    let current: Map<string, string> | undefined;
    for (const line of text.split("\n")) {
      if (line.startsWith("/")) map.set(line, (current = new Map()));
      else if (line.startsWith("  ") && current) {
        const colon = line.indexOf(":");
        current.set(line.slice(2, colon), line.slice(colon + 2));
      }
    }
    return map;
  };

  it("writes the shared headers, the hashed assets and each page policy's rules; the pages hold their CSP", () => {
    expect([...rules().keys()]).toEqual([
      "/*",
      "/_next/static/*",
      ...PAGE_POLICIES.flatMap(({ prefix }) => [prefix, `${prefix}/*`]),
    ]);
    expect(rules().get("/*")?.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    for (const [file, script] of [
      ["index.html", SCRIPTS.home],
      ["fr/team.html", SCRIPTS.frTeam],
      ["fr/404.html", SCRIPTS.frNotFound],
    ] as const) {
      const html = fs.readFileSync(path.join(outDir, file), "utf8");
      expect(metaPolicy(html), file).toContain(sha256(script));
    }
  });

  it("caches hashed assets for good and shares the other headers", () => {
    const map = rules();
    expect(map.get("/_next/static/*")?.get("Cache-Control")).toBe(
      "public, max-age=31536000, immutable",
    );
    const shared = map.get("/*");
    expect(shared?.get("X-Content-Type-Options")).toBe("nosniff");
    expect(shared?.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(shared?.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(shared?.get("Permissions-Policy")).toContain("microphone=()");
  });

  it("never repeats a header across rules, since CDNs would join the values, but where a page policy replaces it", () => {
    const map = rules();
    const sharedNames = [...(map.get("/*")?.keys() ?? [])];
    for (const [pattern, headers] of map) {
      if (pattern === "/*") continue;
      const replaced = Object.keys(pagePolicyFor(pattern.replace(/\/\*$/, ""))?.headers ?? {});
      for (const name of sharedNames)
        expect(headers.has(name), `${pattern} ${name}`).toBe(replaced.includes(name));
    }
  });

  it("is what the server sends, for every page and its 404s", async () => {
    const map = rules();
    const shared = map.get("/*")!;
    for (const [pattern, headers] of map) {
      if (pattern.includes("*")) continue;
      const response = await get(pattern);
      // A page policy's headers replace the shared ones of the same name.
      for (const [name, value] of new Map([...shared, ...headers])) {
        expect(response.headers.get(name), `${pattern} ${name}`).toBe(value);
      }
    }
  });
});

describe("start-up", () => {
  it("refuses a folder that holds no export", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "server-empty-"));
    try {
      await expect(buildServer({ outDir: empty })).rejects.toThrow(/npm run build/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
