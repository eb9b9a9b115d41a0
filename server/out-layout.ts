import fs from "node:fs";
import path from "node:path";

export const compressedExtensions = { br: ".br", gzip: ".gz" } as const;

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

export const deploymentFiles = ["_headers", "_redirects", "nginx.conf"] as const;

// A precompressed sibling is served in place of its original, never at its own URL.
function isPublished(urlPath: string, all: ReadonlySet<string>): boolean {
  if (deploymentFiles.some((name) => urlPath === `/${name}`)) return false;
  if (urlPath.split("/").some((segment) => segment.startsWith("."))) return false;
  return !Object.values(compressedExtensions).some(
    (ext) => urlPath.endsWith(ext) && all.has(urlPath.slice(0, -ext.length)),
  );
}

export function cleanUrl(urlPath: string): string {
  if (urlPath === "/index.html") return "/";
  return urlPath.endsWith(".html") ? urlPath.slice(0, -".html".length) : urlPath;
}

export function isNotFoundPage(urlPath: string): boolean {
  return urlPath.endsWith("/404.html");
}

export function notFoundPages(outDir: string) {
  return listPublishedFiles(outDir)
    .filter(isNotFoundPage)
    .map((page) => ({ page, folder: page.slice(0, -"/404.html".length) }))
    .sort((a, b) => a.page.length - b.page.length);
}

export type NotFoundPage = ReturnType<typeof notFoundPages>[number];
