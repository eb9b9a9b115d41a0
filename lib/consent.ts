/**
 * Consent versioning for the newsletter: the form posts the version id of the consent line it
 * showed, and the server keeps, for every version id it has seen, the exact text it stands for
 * (table `consent_texts`), so a subscriber's consent stays provable after the copy changes.
 *
 * The id is derived from the raw locale string (`forms:newsletter.consent`, `<privacy>` tags
 * included), so editing the copy makes a new version by itself. Pure and synchronous (no
 * node:crypto, no Web Crypto) so that the build, the browser and the server compute it alike.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { i18n as I18n } from "i18next";
import type { Language } from "./i18n/languages.ts";

/** 12 hex digits (48 bits of SHA-256): short in a CSV, and collisions are out of reach. */
export const CONSENT_VERSION_PATTERN = /^[0-9a-f]{12}$/;

/** The version id of a consent text: the first 12 hex digits of the SHA-256 of its UTF-8. */
export function consentVersion(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 12);
}

/** The consent line's key in `forms`: what the form shows and what its version id hashes. */
export const CONSENT_KEY = "newsletter.consent";

/** The raw consent line of a language (its `<privacy>` tags kept), from any copy instance. */
export function consentText(i18n: I18n, lng: Language): string {
  const text: unknown = i18n.getResource(lng, "forms", CONSENT_KEY);
  if (typeof text !== "string")
    throw new Error(`locales/${lng}/forms.json: ${CONSENT_KEY} is missing`);
  return text;
}
