/**
 * Writes the files other servers and CDNs need into the export, all from one list of header
 * rules: `_headers` (Netlify, Cloudflare Pages), `_redirects` (Netlify's per-language 404) and
 * `nginx.conf` (a snippet for an nginx server block). None of them is ever served.
 */
import fs from "node:fs";
import path from "node:path";
import { notFoundPages, type NotFoundPage } from "../../server/out-layout.ts";
import { headerRules, type HeaderRule } from "./header-rules.ts";
import { nginxConf } from "./nginx-conf.ts";

const WRITTEN =
  "# Written by npm run build (builder/host-files/index.ts): edit that, not this file.";

/** Cloudflare Pages' limits; past them it ignores rules, so the build says so. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

/**
 * `out/_headers` (Netlify / Cloudflare Pages format), so a CDN deployment is as strict as the
 * project's server: a handful of rules, since each page carries its own CSP (404 pages too).
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
  );
  const lines = blocks.join("\n").split("\n");
  const longest = Math.max(...lines.map((line) => line.length));
  if (rules.length > MAX_RULES || longest > MAX_LINE)
    console.warn(
      `_headers: ${rules.length} rules, longest line ${longest} characters; Cloudflare Pages takes at ` +
        `most ${MAX_RULES} rules of lines up to ${MAX_LINE} characters.`,
    );
  return `${WRITTEN}\n${blocks.join("\n\n")}\n`;
}

/**
 * `out/_redirects` for Netlify: the 404 page of each language folder (`/fr/*` gets
 * fr/404.html with status 404). Netlify applies such a rule only when no file matches the
 * path, and answers other unknown paths with /404.html by itself. Cloudflare Pages reads this
 * file too, ignores the 404 rules (it accepts only redirect and 200 codes) and finds the
 * nearest 404.html up the path on its own.
 */
export function redirectsFile(notFound: readonly NotFoundPage[]): string {
  const lines = notFound
    .filter(({ folder }) => folder !== "")
    // Deepest first: Netlify applies the first rule that matches.
    .reverse()
    .map(({ folder, page }) => `${folder}/*  ${page}  404`);
  return `${WRITTEN}\n${lines.join("\n")}\n`;
}

/** The three files, for an export whose forms' API is `apiOrigin` ("": the pages' own origin). */
export function writeDeployFiles(outDir: string, apiOrigin = ""): void {
  const rules = headerRules();
  const notFound = notFoundPages(outDir);
  fs.writeFileSync(path.join(outDir, "_headers"), headersFile(rules));
  fs.writeFileSync(path.join(outDir, "_redirects"), redirectsFile(notFound));
  fs.writeFileSync(path.join(outDir, "nginx.conf"), nginxConf(rules, notFound, apiOrigin));
}
