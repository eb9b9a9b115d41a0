import { legalNotice, legalNoticeWarning } from "../lib/content/legal.ts";
import type { LocaleReport } from "../lib/i18n/check-locales.ts";

/** `1 text`, `2 texts`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Prints the locale check's warnings (translations to review) and errors, as the build and
 * `npm run check:locales` show them. True when there is no error.
 */
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

/**
 * Prints the content check's problems or, when there is none, the warning of a legal notice still
 * missing facts the law requires (shown as far as it is known: not a problem). True when there is
 * no problem.
 */
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
