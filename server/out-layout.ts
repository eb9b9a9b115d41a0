/**
 * How the exported site in out/ maps to URLs, shared by the server and the `_headers` writer.
 * English pages sit at the root (`team.html` is /team), French ones under fr/ (`fr.html` is
 * /fr), and each language folder may hold its own `404.html`.
 */
import fs from "node:fs";
import path from "node:path";

/** Every file the site publishes, as URL paths (`/team.html`), sorted. */
export function listPublishedFiles(outDir: string): string[] {
  return walk(outDir, "").filter(isPublished).sort();
}

function walk(dir: string, prefix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), urlPath);
    return entry.isFile() ? [urlPath] : [];
  });
}

/** Dotfiles (`.build-stamp`) and CDN configuration files are build output, not content. */
function isPublished(urlPath: string): boolean {
  if (urlPath === "/_headers" || urlPath === "/_redirects") return false;
  return !urlPath.split("/").some((segment) => segment.startsWith("."));
}

/** `/index.html` is `/`, `/fr/team.html` is `/fr/team`; other files keep their path. */
export function cleanUrl(urlPath: string): string {
  if (urlPath === "/index.html") return "/";
  return urlPath.endsWith(".html") ? urlPath.slice(0, -".html".length) : urlPath;
}

export function isNotFoundPage(urlPath: string): boolean {
  return urlPath.endsWith("/404.html");
}
