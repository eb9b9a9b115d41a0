import fs from "node:fs";
import path from "node:path";
import { fallbackLanguage, languages } from "../lib/i18n/languages.ts";

// Payloads are named after segments, not values, so client navigation still finds them here.
export function hoistDefaultLanguage(outDir: string): void {
  const folder = path.join(outDir, fallbackLanguage);
  for (const ext of [".html", ".txt"]) {
    const file = path.join(outDir, `${fallbackLanguage}${ext}`);
    if (fs.existsSync(file)) fs.renameSync(file, path.join(outDir, `index${ext}`));
  }
  // Merged into out/, whose folders (_next, images…) exist already: copied, not renamed.
  fs.cpSync(folder, outDir, { recursive: true });
  fs.rmSync(folder, { recursive: true, force: true });
  // Ours replaces Next.js's fallback 404.
  for (const entry of fs.readdirSync(outDir)) {
    if (entry.startsWith("_not-found"))
      fs.rmSync(path.join(outDir, entry), { recursive: true, force: true });
  }
}

// Not locales/translation-sources.json: it is for the check, not visitors.
export function copyLocales(localesDir: string, targetDir: string): void {
  fs.rmSync(targetDir, { recursive: true, force: true });
  for (const lng of languages)
    fs.cpSync(path.join(localesDir, lng), path.join(targetDir, lng), { recursive: true });
}
