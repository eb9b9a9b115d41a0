/**
 * The build's nginx snippet, run by Debian's nginx against a small export, answers as the
 * project's server does: same status, redirect target, headers and body, URL by URL.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../server/app.ts";
import { headerRules, type HeaderRule } from "../../builder/host-files/header-rules.ts";
import { notFoundPages } from "../../server/out-layout.ts";
import { nginxConf } from "../../builder/host-files/nginx-conf.ts";
import { redirectsFile } from "../../builder/host-files/index.ts";
import { freePort } from "../support/free-port.ts";
import { checkNginxConfig, startNginx, type Nginx } from "../support/nginx.ts";
import { comparedHeaders } from "../serving-parity.ts";
import { rawRequest, type RawResponse } from "./support/raw-request.ts";
import { ADMIN_POLICY, writeSiteFixture } from "./support/site-fixture.ts";

let tmp: string;
let outDir: string;
let app: FastifyInstance;
let nginx: Nginx;
let node: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-test-"));
  // Readable by nginx's workers (www-data), as a deployed export is.
  fs.chmodSync(tmp, 0o755);
  outDir = path.join(tmp, "out");
  await writeSiteFixture(outDir);
  fs.writeFileSync(path.join(tmp, "secret.txt"), "TOP SECRET");
  app = await buildServer({ outDir });
  app.get("/api/hello", (_request, reply) => reply.header("Set-Cookie", "id=1").send({ hi: 1 }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const apiPort = (app.server.address() as AddressInfo).port;
  node = `http://127.0.0.1:${apiPort}`;
  nginx = await startNginx({ outDir, port: await freePort(), apiPort });
});

afterAll(async () => {
  await nginx?.stop();
  await app?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A file of the export as the build left it (pages with their policy meta). */
const built = (name: string) => fs.readFileSync(path.join(outDir, name), "utf8");

function summary(response: RawResponse) {
  const headers = comparedHeaders(response.headers);
  // A redirect's body is nobody's page: nginx writes a short one, the project's server none.
  if (response.status === 301) return { status: response.status, headers };
  const html = response.headers["content-type"]?.startsWith("text/html") ?? false;
  return { status: response.status, headers, html, body: response.body.toString() };
}

describe("nginx serving the export", () => {
  it("accepts the generated snippet (nginx -t)", () => {
    expect(() => checkNginxConfig({ outDir, port: 1, apiPort: 2 })).not.toThrow();
  });

  it.each([
    "/",
    "/team",
    "/fr",
    "/fr/team",
    "/solutions/pixel",
    "/team.html",
    "/team.html?lng=fr&x=1",
    "/team/",
    "/team//?lng=fr",
    "/index.html",
    "/index.html?lng=fr",
    "/fr.html",
    "/fr/",
    "/fr/team.html",
    "/solutions/pixel/",
    "/nope",
    "/nope/",
    "/nope.html",
    "/teams",
    "/frnope",
    "/404",
    "/404/",
    "/404.html",
    "/index",
    "/index/",
    "/fr/nope",
    "/fr/solutions/nope/deeper",
    "/fr/404",
    "/fr/404.html",
    "/_next/static/chunks/a.js",
    "/_next/static/chunks/missing.js",
    "/_next/static/chunks/a.js.gz",
    "/team.html.br",
    "/team.txt",
    "/team/__next.%24d%24lang.team.__PAGE__.txt",
    "/locales/en/common.json",
    "/icon.svg",
    "/.build-stamp",
    "/_headers",
    "/_redirects",
    "/nginx.conf",
    "/api/hello",
    "/api/nope",
    "/fr/..%5c..%5csecret.txt",
  ])("%s: the same answer as the project's server", async (urlPath) => {
    const [fromNginx, fromNode] = await Promise.all([
      rawRequest(nginx.url, urlPath),
      rawRequest(node, urlPath),
    ]);
    expect(summary(fromNginx)).toEqual(summary(fromNode));
  });

  // nginx refuses these before any location applies, with its own bare 400 page; the project's
  // server answers its 404 page. Either way nothing outside the export is read.
  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/team%00.html",
    "/%E0%A4%A",
  ])("%s reveals nothing", async (urlPath) => {
    const response = await rawRequest(nginx.url, urlPath);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain("TOP SECRET");
  });

  it("sends the build's gzip file with its page's headers", async () => {
    const response = await rawRequest(nginx.url, "/fr/team", { "Accept-Encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(zlib.gunzipSync(response.body).toString()).toBe(built("fr/team.html"));
    const fromNode = await rawRequest(node, "/fr/team");
    expect(response.headers["content-security-policy"]).toBe(
      fromNode.headers["content-security-policy"],
    );
  });

  it("compresses the 404 page too, keeping the status", async () => {
    const response = await rawRequest(nginx.url, "/fr/nope", { "Accept-Encoding": "gzip" });
    expect(response.status).toBe(404);
    expect(zlib.gunzipSync(response.body).toString()).toBe(built("fr/404.html"));
  });

  it("answers HEAD like GET without a body", async () => {
    const head = await rawRequest(nginx.url, "/team", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(built("team.html"))));
  });
});

describe("the deployment files", () => {
  it("_redirects sends unknown French paths to the French 404 page", () => {
    expect(redirectsFile(notFoundPages(outDir))).toMatch(/\n\/fr\/\* {2}\/fr\/404\.html {2}404\n$/);
  });

  it("nginx.conf refuses a header value nginx would read as a variable", () => {
    const rules: HeaderRule[] = [{ pattern: "/*", headers: { "X-Test": "costs $5" } }];
    expect(() => nginxConf(rules, [{ page: "/404.html", folder: "" }])).toThrow(/cannot send/);
  });

  it("gives a page with a policy of its own its headers, replacing the shared ones", () => {
    const rules = headerRules([ADMIN_POLICY]);
    expect(rules.map((rule) => rule.pattern)).toEqual([
      "/*",
      "/_next/static/*",
      "/admin",
      "/admin/*",
    ]);
    const conf = nginxConf(rules, notFoundPages(outDir));
    for (const block of [/location = \/admin \{[^}]*\}/, /location \/admin\/ \{[^}]*\}/]) {
      const location = block.exec(conf)?.[0] ?? "";
      expect(location).toContain(
        'add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;',
      );
      expect(location).not.toContain('"same-origin" always');
      expect(location).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });
});
