import fs from "node:fs";
import path from "node:path";
import { notFoundPages, type NotFoundPage } from "../../server/out-layout.ts";
import { headerRules, type HeaderRule } from "./header-rules.ts";
import { nginxConf } from "./nginx-conf.ts";

const WRITTEN =
  "# Written by npm run build (builder/host-files/index.ts): edit that, not this file.";

// Cloudflare Pages' limits; past them it ignores rules.
const MAX_RULES = 100;
const MAX_LINE = 2000;

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

// Netlify applies a 404 rule only when no file matches. Cloudflare Pages ignores 404 rules and
// finds the nearest 404.html up the path itself.
export function redirectsFile(notFound: readonly NotFoundPage[]): string {
  const lines = notFound
    .filter(({ folder }) => folder !== "")
    // Deepest first: Netlify applies the first rule that matches.
    .reverse()
    .map(({ folder, page }) => `${folder}/*  ${page}  404`);
  return `${WRITTEN}\n${lines.join("\n")}\n`;
}

export function writeDeployFiles(outDir: string, apiOrigin = ""): void {
  const rules = headerRules();
  const notFound = notFoundPages(outDir);
  fs.writeFileSync(path.join(outDir, "_headers"), headersFile(rules));
  fs.writeFileSync(path.join(outDir, "_redirects"), redirectsFile(notFound));
  fs.writeFileSync(path.join(outDir, "nginx.conf"), nginxConf(rules, notFound, apiOrigin));
}
