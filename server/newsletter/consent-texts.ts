/**
 * The consent texts the server can vouch for. On start, the current `forms:newsletter.consent`
 * of each language is recorded in `consent_texts` under its version id (lib/consent.ts);
 * versions of earlier copy stay there, so every stored subscription's consent version still
 * names the exact text its subscriber saw.
 */
import { consentText, consentVersion } from "../../lib/consent.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { languages } from "../../lib/i18n/languages.ts";
import type { ConsentText, Db } from "../db/schema.ts";
import { consentVersionExists } from "./queries.ts";

/** The raw locale strings (`<privacy>` tags included), as the form hashes them. */
export function localeConsentTexts(): Omit<ConsentText, "first_seen_at">[] {
  return languages.map((lng) => {
    const text = consentText(createI18n(lng), lng);
    return { version: consentVersion(text), language: lng, text };
  });
}

/**
 * Whether a version id is known. Known ids are cached; an unknown one is looked up again, since
 * another instance (started on newer copy) may have recorded it meanwhile.
 */
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
