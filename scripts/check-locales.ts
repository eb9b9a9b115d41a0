import { parseArgs } from "node:util";
import { checkLocales, fixLocales, reviewTranslations } from "../lib/i18n/check-locales.ts";
import { localesDir } from "../lib/i18n/copy.ts";
import { plural, printLocaleReport } from "../builder/locale-report.ts";

let options: { fix?: boolean; reviewed?: string[] };
try {
  options = parseArgs({
    options: { fix: { type: "boolean" }, reviewed: { type: "string", multiple: true } },
  }).values;
} catch (error) {
  console.error(
    `${(error as Error).message}\nUsage: npm run check:locales -- [--fix] [--reviewed fr/home.json:hero.title | fr/home.json | all]`,
  );
  process.exit(2);
}

if (options.fix) {
  const fixed = fixLocales(localesDir);
  console.log(`Fixed the French typography of ${plural(fixed.length, "text")}.`);
  for (const text of fixed) console.log(`  ${text}`);
}

if (options.reviewed) {
  try {
    const { recorded, dropped } = reviewTranslations(localesDir, options.reviewed);
    console.log(
      `Recorded as reviewed in locales/translation-sources.json: ${plural(recorded.length, "text")}.`,
    );
    for (const key of recorded.length <= 20 ? recorded : []) console.log(`  ${key}`);
    if (dropped.length > 0)
      console.log(
        `Dropped the records of ${plural(dropped.length, "key")} that no longer exist: ${dropped.join(", ")}`,
      );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const report = checkLocales(localesDir);
if (!printLocaleReport(report)) process.exit(1);
console.log(
  `Locale check passed: en and fr have the same files and keys, and French typography is right${
    report.warnings.length > 0 ? " (translations to review are listed above)" : ""
  }.`,
);
