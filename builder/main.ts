import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { checkLocales } from "../lib/i18n/check-locales.ts";
import { localesDir } from "../lib/i18n/copy.ts";
import { checkContent } from "../lib/content/check.ts";
import { apiOriginFrom } from "../lib/settings.ts";
import { setApiOrigin } from "./api-origin.ts";
import { pruneCache } from "./build-cache.ts";
import { compressExport } from "./compress.ts";
import { writeEditor } from "./editor/write.ts";
import { writeInlineOnce } from "./inline-once.ts";
import { copyLocales, hoistDefaultLanguage } from "./place-files.ts";
import { printContentReport, printLocaleReport } from "./locale-report.ts";
import { writeOgImages } from "./og-images.tsx";
import { buildId } from "./sources.ts";
import { typecheck } from "./typecheck.ts";

const root = process.cwd();
const outDir = path.join(root, "out");

function stop(reason: string, code = 1): never {
  console.error(`Build stopped: ${reason}.`);
  process.exit(code);
}

if (!printLocaleReport(checkLocales(localesDir)))
  stop("the copy in locales/ has problems (listed above)");
if (!printContentReport(checkContent(root)))
  stop("the content in content/ has problems (listed above)");

// Checked before the long part; set on the export afterwards, so Next never sees it.
const apiOrigin = apiOriginFrom(process.env.NEXT_PUBLIC_API_ORIGIN);
const nextEnv = { ...process.env };
delete nextEnv.NEXT_PUBLIC_API_ORIGIN;

if (!typecheck()) stop("the type check failed (its messages are above)");
console.log("Type-checked the project");

copyLocales(localesDir, path.join(root, "public", "locales"));
const next = spawnSync(
  process.execPath,
  [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
  {
    stdio: "inherit",
    env: { ...nextEnv, NEXT_TELEMETRY_DISABLED: "1", EPIDERMA_BUILD_ID: buildId(root, nextEnv) },
  },
);
if (next.status !== 0) stop("next build failed (its messages are above)", next.status ?? 1);
hoistDefaultLanguage(outDir);
console.log(
  `Kept each page's stylesheet and inline scripts once (${writeInlineOnce(outDir)} pages)`,
);
console.log(`Wrote the browser editor at /admin (${await writeEditor(outDir)} files)`);
// Last of the steps that change pages: the policy lists the scripts each page ends up with.
setApiOrigin(outDir, apiOrigin);
console.log(
  `Wrote the Content-Security-Policy into every page; the forms post to ${apiOrigin || "the pages' own origin"}`,
);
console.log(`Drew ${await writeOgImages(outDir)} Open Graph images`);
const compressed = await compressExport(outDir);
console.log(
  `Precompressed ${compressed.files} files (brotli and gzip; ${compressed.fromCache} from the build cache), ${(compressed.saved / 1024).toFixed(0)} KB saved`,
);
pruneCache();
fs.writeFileSync(path.join(outDir, ".build-stamp"), new Date().toISOString());
console.log("Export ready in out/");
