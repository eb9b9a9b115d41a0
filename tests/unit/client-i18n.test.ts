// @vitest-environment jsdom
// (a browser: while prerendering, in Node, the instance has no HTTP backend on purpose)
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClientI18n } from "../../lib/i18n/client.ts";
import { pickCopy, type Namespace } from "../../lib/i18n/copy.ts";

// A real HTTP server stands in for the site: it serves locales/ and fails the first requests
// for a namespace, so the backend's retries are exercised for real.
let server: http.Server;
let origin = "";
const requests: { url: string; at: number }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? "", at: Date.now() });
    const match = /^\/locales\/(en|fr)\/([a-z-]+)\.json$/.exec(req.url ?? "");
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      res.writeHead(503).end();
      return;
    }
    const file = match && path.resolve("locales", match[1]!, `${match[2]}.json`);
    if (!file || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function instance(lng: "en" | "fr", namespaces: Namespace[]) {
  const i18n = createClientI18n(lng, pickCopy(lng, namespaces));
  i18n.services.backendConnector.backend.options.loadPath = `${origin}/locales/{{lng}}/{{ns}}.json`;
  return i18n;
}

describe("client i18next instance", () => {
  it("is ready at once from the inlined resources, with no request", () => {
    requests.length = 0;
    const i18n = instance("fr", ["common", "header"]);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe("fr");
    expect(i18n.t("pricing", { ns: "header" })).toBe("Tarifs");
    expect(requests).toEqual([]);
  });

  it("loads a namespace it was not given over HTTP", async () => {
    const i18n = instance("en", ["common"]);
    await i18n.loadNamespaces("not-found");
    expect(i18n.t("back", { ns: "not-found" })).toBe("Back to homepage");
  });

  it("retries a failing load, waiting 350 ms then twice as long each time", async () => {
    requests.length = 0;
    failuresLeft = 2;
    const i18n = instance("fr", ["common"]);
    await i18n.loadNamespaces("contact");
    expect(i18n.t("hero.title", { ns: "contact" })).toBe("Parlons de votre prochaine étude");
    const attempts = requests.filter((r) => r.url === "/locales/fr/contact.json");
    expect(attempts).toHaveLength(3);
    const waits = attempts.slice(1).map((r, i) => r.at - attempts[i]!.at);
    expect(waits[0]).toBeGreaterThanOrEqual(340);
    expect(waits[1]).toBeGreaterThanOrEqual(690);
  });

  it("keeps what it has when a namespace cannot be loaded after the retries", async () => {
    failuresLeft = 100;
    const i18n = instance("en", ["header"]);
    i18n.services.backendConnector.retryTimeout = 1; // the schedule is tested above; keep this short
    await i18n.loadNamespaces("team");
    failuresLeft = 0;
    expect(i18n.t("pricing", { ns: "header" })).toBe("Pricing");
    expect(i18n.hasResourceBundle("en", "team")).toBe(false);
    expect(requests.filter((r) => r.url === "/locales/en/team.json").length).toBe(6);
  });
});
