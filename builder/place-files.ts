/**
 * Build steps that put files where the site serves them: the default language's pages at the root of out/,
 * the locale files under public/locales/. How out/ then maps to URLs is server/out-layout.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { fallbackLanguage, languages } from "../lib/i18n/languages.ts";

/**
 * Next.js renders the default language's pages under /en (the [lang] segment). The site serves
 * them at the root, so the build moves out/en/** up one level (out/en.html becomes out/index.html).
 * Segment payloads are named after segments, not values, so client navigation still finds
 * them at the moved paths.
 */
export function hoistDefaultLanguage(outDir: string): void {
  const folder = path.join(outDir, fallbackLanguage);
  for (const ext of [".html", ".txt"]) {
    const file = path.join(outDir, `${fallbackLanguage}${ext}`);
    if (fs.existsSync(file)) fs.renameSync(file, path.join(outDir, `index${ext}`));
  }
  // Merged into out/, whose folders (_next, images…) exist already: copied, not renamed.
  fs.cpSync(folder, outDir, { recursive: true });
  fs.rmSync(folder, { recursive: true, force: true });
  // Next.js's own fallback 404 is replaced by ours (moved from out/en/404.html above).
  for (const entry of fs.readdirSync(outDir)) {
    if (entry.startsWith("_not-found"))
      fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
  }
}

/** The language folders only: locales/translation-sources.json is for the check, not visitors. */
export function copyLocales(localesDir: string, targetDir: string): void {
  fs.rmSync(targetDir, { recursive: true, force: true });
  for (const lng of languages)
    fs.cpSync(path.join(localesDir, lng), path.join(targetDir, lng), { recursive: true });
}
