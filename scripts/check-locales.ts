import { checkLocales } from "../lib/i18n/check-locales";
import { localesDir } from "../lib/i18n/resources";

const problems = checkLocales(localesDir);
if (problems.length > 0) {
  console.error(
    `Locale check failed (${problems.length} problem${problems.length > 1 ? "s" : ""}):`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log("Locale check passed: en and fr have the same files and keys.");
