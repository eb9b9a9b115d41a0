/**
 * How the exported site in out/ maps to URLs, shared by the server, the build's compression
 * step and the `_headers` writer. English pages sit at the root (`team.html` is /team), French
 * ones under fr/ (`fr.html` is /fr), and each language folder may hold its own `404.html`.
 */
import fs from "node:fs";
import path from "node:path";

/** Extensions of the precompressed siblings the build writes (`team.html.br`). */
export const compressedExtensions = { br: ".br", gzip: ".gz" } as const;

/** Every file the site publishes, as URL paths (`/team.html`), sorted. */
export function listPublishedFiles(outDir: string): string[] {
  const files = walk(outDir, "");
  const all = new Set(files);
  return files.filter((urlPath) => isPublished(urlPath, all)).sort();
}

function walk(dir: string, prefix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), urlPath);
    return entry.isFile() ? [urlPath] : [];
  });
}

/** The files the build writes for CDNs and nginx (builder/host-files/): configuration, not content. */
export const deploymentFiles = ["_headers", "_redirects", "nginx.conf"] as const;

/**
 * Dotfiles (`.build-stamp`), the CDN and server configuration files, and the precompressed
 * siblings (served in place of their original, never at their own URL) are not content.
 */
function isPublished(urlPath: string, all: ReadonlySet<string>): boolean {
  if (deploymentFiles.some((name) => urlPath === `/${name}`)) return false;
  if (urlPath.split("/").some((segment) => segment.startsWith("."))) return false;
  return !Object.values(compressedExtensions).some(
    (ext) => urlPath.endsWith(ext) && all.has(urlPath.slice(0, -ext.length)),
  );
}

/** `/index.html` is `/`, `/fr/team.html` is `/fr/team`; other files keep their path. */
export function cleanUrl(urlPath: string): string {
  if (urlPath === "/index.html") return "/";
  return urlPath.endsWith(".html") ? urlPath.slice(0, -".html".length) : urlPath;
}

export function isNotFoundPage(urlPath: string): boolean {
  return urlPath.endsWith("/404.html");
}

/**
 * The export's 404 pages, shallowest first: `page` is `/404.html`, `/fr/404.html`, and `folder`
 * the folder it answers for: `` for `/404.html`, `/fr` for `/fr/404.html`.
 */
export function notFoundPages(outDir: string) {
  return listPublishedFiles(outDir)
    .filter(isNotFoundPage)
    .map((page) => ({ page, folder: page.slice(0, -"/404.html".length) }))
    .sort((a, b) => a.page.length - b.page.length);
}

export type NotFoundPage = ReturnType<typeof notFoundPages>[number];
