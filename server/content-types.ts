/**
 * Content types for the files a Next.js export holds. A closed list on purpose: with
 * `nosniff`, a wrong type breaks a file, so an unknown extension is served as a download.
 */
import path from "node:path";

interface TypeInfo {
  readonly type: string;
  /** Worth precompressing: text formats (and .ico, which is mostly uncompressed bitmaps). */
  readonly compressible: boolean;
}

const text = (type: string): TypeInfo => ({ type: `${type}; charset=utf-8`, compressible: true });
const binary = (type: string): TypeInfo => ({ type, compressible: false });

const TYPES: Readonly<Record<string, TypeInfo>> = {
  ".html": text("text/html"),
  ".js": text("text/javascript"),
  ".mjs": text("text/javascript"),
  ".css": text("text/css"),
  ".json": text("application/json"),
  ".map": text("application/json"),
  ".webmanifest": text("application/manifest+json"),
  // RSC payloads: Next.js's client accepts text/plain for a static export, and robots.txt is one.
  ".txt": text("text/plain"),
  ".xml": text("application/xml"),
  ".svg": { type: "image/svg+xml", compressible: true },
  ".ico": { type: "image/x-icon", compressible: true },
  ".png": binary("image/png"),
  ".jpg": binary("image/jpeg"),
  ".jpeg": binary("image/jpeg"),
  ".gif": binary("image/gif"),
  ".webp": binary("image/webp"),
  ".avif": binary("image/avif"),
  ".woff2": binary("font/woff2"),
  ".woff": binary("font/woff"),
  ".ttf": { type: "font/ttf", compressible: true },
  ".otf": { type: "font/otf", compressible: true },
  ".pdf": binary("application/pdf"),
  ".mp4": binary("video/mp4"),
  ".webm": binary("video/webm"),
};

const UNKNOWN: TypeInfo = binary("application/octet-stream");

export function typeOf(urlPath: string): TypeInfo {
  return TYPES[path.posix.extname(urlPath).toLowerCase()] ?? UNKNOWN;
}
