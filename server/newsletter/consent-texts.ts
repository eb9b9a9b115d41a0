// Decision 0010.
import { consentText, consentVersion } from "../../lib/consent.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { languages } from "../../lib/i18n/languages.ts";
import type { ConsentText, Db } from "../db/schema.ts";
import { consentVersionExists } from "./queries.ts";

// Raw, `<privacy>` tags included, as the form hashes them.
export function localeConsentTexts(): Omit<ConsentText, "first_seen_at">[] {
  return languages.map((lng) => {
    const text = consentText(createI18n(lng), lng);
    return { version: consentVersion(text), language: lng, text };
  });
}

// An unknown id is looked up again: another instance on newer copy may have recorded it.
export function consentVersions(db: Db, recorded: readonly { version: string }[]) {
  const known = new Set(recorded.map((text) => text.version));
  return {
    async isKnown(version: string): Promise<boolean> {
      if (known.has(version)) return true;
      const found = await consentVersionExists(db, version);
      if (found) known.add(version);
      return found;
    },
  };
}
