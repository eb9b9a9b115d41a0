/**
 * `out/_redirects` for Netlify: the 404 page of each language folder (`/fr/*` gets
 * fr/404.html with status 404). Netlify applies such a rule only when no file matches the
 * path, and answers other unknown paths with /404.html by itself. Cloudflare Pages reads this
 * file too, ignores the 404 rules (it accepts only redirect and 200 codes) and finds the
 * nearest 404.html up the path on its own.
 */
import type { NotFoundPage } from "../../server/out-layout.ts";

export function redirectsFile(notFound: readonly NotFoundPage[]): string {
  const lines = notFound
    .filter(({ folder }) => folder !== "")
    // Deepest first: Netlify applies the first rule that matches.
    .reverse()
    .map(({ folder, page }) => `${folder}/*  ${page}  404`);
  return `# Written by npm run build (builder/host-files/redirects-file.ts): edit that, not this file.\n${lines.join("\n")}\n`;
}
