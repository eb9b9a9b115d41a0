// Cached: brotli is most of a build's time after Next.js's.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compressedExtensions, listPublishedFiles } from "../server/out-layout.ts";
import { cachedBytes, contentKey } from "./build-cache.ts";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Images, fonts and video are compressed already.
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|txt|xml|svg|webmanifest|ico)$/;
// Below this, compression saves less than the header it adds.
const MIN_BYTES = 256;

/**
 * Brotli's best (11) for what a first visit loads: pages, styles, the site's scripts. Quality 10
 * for the client router's payloads (`.txt`, fetched on in-page navigation, mostly prefetched) and
 * the editor: within 2 % of 11's size at a third of its time (decision 0036, "Measured").
 */
const brotliQuality = (urlPath: string) =>
  urlPath.endsWith(".txt") || urlPath.startsWith("/admin") ? 10 : zlib.constants.BROTLI_MAX_QUALITY;

// `name` is part of the cache key.
const ENCODINGS = [
  {
    ext: compressedExtensions.br,
    name: (urlPath: string) => `brotli-${brotliQuality(urlPath)}`,
    make: (body: Buffer, urlPath: string) =>
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(urlPath),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  },
  {
    ext: compressedExtensions.gzip,
    name: () => "gzip-9",
    make: (body: Buffer) => gzip(body, { level: 9 }),
  },
];

export async function compressExport(
  outDir: string,
): Promise<{ files: number; saved: number; fromCache: number }> {
  let files = 0;
  let saved = 0;
  let fromCache = 0;
  // Identical bodies (a layout's payload under several pages) are compressed once.
  const made = new Map<string, Promise<{ bytes: Uint8Array; cached: boolean }>>();
  const jobs = listPublishedFiles(outDir)
    .filter((urlPath) => COMPRESSIBLE.test(urlPath))
    .map(async (urlPath) => {
      const file = path.join(outDir, ...urlPath.split("/"));
      const body = await fs.promises.readFile(file);
      if (body.length < MIN_BYTES) return;
      const key = contentKey(body);
      await Promise.all(
        ENCODINGS.map(async ({ ext, name, make }) => {
          const entry = `${key}.${name(urlPath)}`;
          if (!made.has(entry))
            made.set(
              entry,
              cachedBytes("compress", entry, () => make(body, urlPath)),
            );
          const { bytes: data, cached } = await made.get(entry)!;
          if (cached) fromCache += 1;
          if (data.length >= body.length) {
            await fs.promises.rm(file + ext, { force: true });
            return;
          }
          await fs.promises.writeFile(file + ext, data);
          files += 1;
          saved += body.length - data.length;
        }),
      );
    });
  await Promise.all(jobs);
  return { files, saved, fromCache };
}
