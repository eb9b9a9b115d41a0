/**
 * Writes the files other servers and CDNs need into the export, all from one list of header
 * rules: `_headers` (Netlify, Cloudflare Pages), `_redirects` (Netlify's per-language 404) and
 * `nginx.conf` (a snippet for an nginx server block). None of them is ever served.
 */
import fs from "node:fs";
import path from "node:path";
import { notFoundPages } from "../../server/out-layout.ts";
import { headerRules } from "./header-rules.ts";
import { headersFile, headersFileWarning } from "./headers-file.ts";
import { nginxConf } from "./nginx-conf.ts";
import { redirectsFile } from "./redirects-file.ts";

export function writeDeployFiles(outDir: string): void {
  const rules = headerRules();
  const notFound = notFoundPages(outDir);
  const headers = headersFile(rules);
  const warning = headersFileWarning(headers);
  if (warning) console.warn(warning);
  fs.writeFileSync(path.join(outDir, "_headers"), headers);
  fs.writeFileSync(path.join(outDir, "_redirects"), redirectsFile(notFound));
  fs.writeFileSync(path.join(outDir, "nginx.conf"), nginxConf(rules, notFound));
}
