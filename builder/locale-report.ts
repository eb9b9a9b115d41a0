import { legalNotice, legalNoticeWarning } from "../lib/content/legal.ts";
import type { LocaleReport } from "../lib/i18n/check-locales.ts";

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function printLocaleReport({ errors, warnings, fixable }: LocaleReport): boolean {
  if (warnings.length > 0) {
    console.warn(`Translations to review (${plural(warnings.length, "key")}):`);
    for (const warning of warnings) console.warn(`  ${warning}`);
  }
  if (errors.length > 0) {
    console.error(`Locale check failed (${plural(errors.length, "problem")}):`);
    for (const error of errors) console.error(`  ${error}`);
    if (fixable > 0)
      console.error(`\`npm run fix:locales\` fixes the ${plural(fixable, "typography problem")}.`);
  }
  return errors.length === 0;
}

// A legal notice missing facts is shown as far as known: a warning, not a problem.
export function printContentReport(problems: readonly string[]): boolean {
  if (problems.length > 0) {
    console.error(`Content check failed (${plural(problems.length, "problem")}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    return false;
  }
  const warning = legalNoticeWarning(legalNotice());
  if (warning) console.warn(`Warning: ${warning}`);
  return true;
}
