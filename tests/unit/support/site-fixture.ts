/**
 * A small export for the serving tests (the project's server and nginx): pages in both
 * languages with their own inline scripts, 404 pages, a hashed asset, a Next.js payload, a
 * dotfile; written with the build's deployment files and precompressed copies.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PagePolicy } from "../../../lib/page-policy.ts";
import { writeDeployFiles } from "../../../builder/host-files/index.ts";
import { compressExport } from "../../../builder/compress.ts";
import { writePolicyMetas } from "../../../builder/csp-meta.ts";

export const sha256 = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A page policy of the editor's shape, for the tests of the mechanism itself (lib/page-policy.ts). */
export const ADMIN_POLICY: PagePolicy = {
  prefix: "/admin",
  allow: {
    "connect-src": ["https://api.github.com"],
    "img-src": ["https://avatars.githubusercontent.com"],
  },
  headers: { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" },
};

/** The CSP a page carries in its `<meta http-equiv>` (builder/csp-meta.ts). */
export function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content?.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

// Long enough for the server to bother compressing.
const filler = "<p>Skin studies, measured with care. </p>".repeat(20);
const page = (lang: string, text: string, script: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>${script}</script>` +
  `<script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><h1>${text}</h1>${filler}</body></html>`;

export const SCRIPTS = {
  home: "window.page='home'",
  team: "window.page='team'",
  frTeam: "window.page='fr-team'",
  notFound: "window.page='404'",
  frNotFound: "window.page='fr-404'",
};

export const FIXTURE: Record<string, string> = {
  "index.html": page("en", "Home in English", SCRIPTS.home),
  "team.html": page("en", "Our team", SCRIPTS.team),
  "fr.html": page("fr", "Accueil en français", "window.page='fr'"),
  "fr/team.html": page("fr", "Notre équipe", SCRIPTS.frTeam),
  "solutions/pixel.html": page("en", "Pixel camera", "window.page='pixel'"),
  "404.html": page("en", "Page not found", SCRIPTS.notFound),
  // A page with a policy of its own (lib/security-headers.ts PAGE_POLICIES: the editor's).
  "admin.html": page("en", "Editor", "window.page='admin'"),
  "fr/404.html": page("fr", "Page introuvable", SCRIPTS.frNotFound),
  "_next/static/chunks/a.js": `console.log(${JSON.stringify("chunk ".repeat(100))});`,
  "team.txt": `1:"$Sreact.fragment"\n${'0:["$","div",null,{}]\n'.repeat(30)}`,
  "team/__next.$d$lang.team.__PAGE__.txt": "0:segment payload\n",
  "locales/en/common.json": JSON.stringify({ hello: "Hello" }),
  "icon.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  ".build-stamp": "2026-01-01T00:00:00.000Z",
};

/** Writes the fixture to `outDir` as the build would leave it. */
export async function writeSiteFixture(outDir: string): Promise<void> {
  for (const [name, content] of Object.entries(FIXTURE)) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), content);
  }
  writePolicyMetas(outDir);
  writeDeployFiles(outDir);
  await compressExport(outDir);
}
