/**
 * The build step that points an export's forms at an API on another origin
 * (builder/api-origin.ts, docs/decisions/0036-api-origin-after-the-build.md), on a small export:
 * the forms' actions and the data block the scripts read, the pages' CSP, the nginx snippet and
 * the compressed copies; an export pointed again, or back; a payload naming the API refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pointPageAt, readApiOrigin, setApiOrigin } from "../../builder/api-origin.ts";
import { compressExport } from "../../builder/compress.ts";
import { metaPolicy, writeSiteFixture } from "./support/site-fixture.ts";

const api = "https://api.example.com";
const form = (action: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Contact</title></head>` +
  `<body><form action="${action}" method="post"><button>Send</button></form>` +
  `<form action="/search" method="get"></form>` +
  `<script>self.__next_f.push([1,"0:{\\"a\\":1}"])</script></body></html>`;

describe("pointPageAt", () => {
  it("points the API's forms at the origin, names it in a data block, and leaves the rest as it was", () => {
    const pointed = pointPageAt(form("/api/contact"), api);
    expect(pointed).toBe(
      form(`${api}/api/contact`).replace(
        "</head>",
        `<script type="application/json" id="api-origin">"${api}"</script></head>`,
      ),
    );
  });

  it("points a pointed page elsewhere, or back to its own origin", () => {
    const once = pointPageAt(form("/api/contact"), api);
    const elsewhere = pointPageAt(once, "http://127.0.0.1:4000");
    expect(elsewhere).toContain('action="http://127.0.0.1:4000/api/contact"');
    expect(elsewhere.match(/id="api-origin"/g)).toHaveLength(1);
    expect(pointPageAt(elsewhere, "")).toBe(form("/api/contact"));
  });
});

describe("setApiOrigin on an export", () => {
  let dir: string;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-origin-"));
    await writeSiteFixture(dir);
    fs.writeFileSync(path.join(dir, "contact.html"), form("/api/contact"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("allows the origin in every page's CSP, drops nginx's /api/ location, and says where it points", async () => {
    expect(readApiOrigin(dir)).toBe("");
    expect(setApiOrigin(dir, api)).toBeGreaterThan(1);
    for (const page of ["index.html", "fr/team.html", "contact.html", "404.html"]) {
      const policy = metaPolicy(fs.readFileSync(path.join(dir, page), "utf8"))!;
      expect(policy, page).toContain(`connect-src 'self' ${api};`);
      expect(policy, page).toContain(`form-action 'self' ${api}`);
    }
    const nginx = fs.readFileSync(path.join(dir, "nginx.conf"), "utf8");
    expect(nginx).not.toMatch(/location \^~ \/api\//);
    expect(readApiOrigin(dir)).toBe(api);

    // The copies compressed again are the pointed pages'.
    await compressExport(dir);
    const gzipped = zlib.gunzipSync(fs.readFileSync(path.join(dir, "contact.html.gz")));
    expect(gzipped.toString()).toBe(fs.readFileSync(path.join(dir, "contact.html"), "utf8"));

    setApiOrigin(dir, "");
    expect(readApiOrigin(dir)).toBe("");
    expect(fs.readFileSync(path.join(dir, "contact.html"), "utf8")).toContain(
      'action="/api/contact"',
    );
    expect(fs.readFileSync(path.join(dir, "nginx.conf"), "utf8")).toMatch(/location \^~ \/api\//);
  });

  it("refuses an export whose Next.js payload names an API address, naming the file", () => {
    fs.writeFileSync(
      path.join(dir, "contact.txt"),
      '0:["$","form",null,{"action":"/api/contact"}]',
    );
    expect(() => setApiOrigin(dir, api)).toThrow(/contact\.txt: Next's payload names/);
    fs.writeFileSync(path.join(dir, "contact.txt"), "0:{}");
    fs.writeFileSync(
      path.join(dir, "contact.html"),
      form("/api/contact").replace('\\"a\\":1', '\\"action\\":\\"/api/contact\\"'),
    );
    expect(() => setApiOrigin(dir, api)).toThrow(/contact\.html: Next's payload names/);
  });
});
