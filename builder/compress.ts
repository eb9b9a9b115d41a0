/**
 * Precompresses the export: a `.br` (brotli, best quality) and a `.gz` (gzip, level 9) beside
 * every text file worth it, so that no server compresses at request time. The project's
 * server (@fastify/static's `preCompressed`) and nginx (`gzip_static`) send them to clients
 * that accept them; each is kept only when smaller than the original.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compressedExtensions, listPublishedFiles } from "../server/out-layout";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats; images, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|txt|xml|svg|webmanifest|ico)$/;
/** Below this, compression saves less than the header it adds. */
const MIN_BYTES = 256;

export async function compressExport(outDir: string): Promise<{ files: number; saved: number }> {
  let files = 0;
  let saved = 0;
  const jobs = listPublishedFiles(outDir)
    .filter((urlPath) => COMPRESSIBLE.test(urlPath))
    .map(async (urlPath) => {
      const file = path.join(outDir, ...urlPath.split("/"));
      const body = await fs.promises.readFile(file);
      if (body.length < MIN_BYTES) return;
      const variants = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }).then((data) => [compressedExtensions.br, data] as const),
        gzip(body, { level: 9 }).then((data) => [compressedExtensions.gzip, data] as const),
      ]);
      for (const [ext, data] of variants) {
        if (data.length >= body.length) continue;
        await fs.promises.writeFile(file + ext, data);
        files += 1;
        saved += body.length - data.length;
      }
    });
  await Promise.all(jobs);
  return { files, saved };
}
