// Decision 0010. Pure and synchronous (no node:crypto, no Web Crypto) so that the build, the
// browser and the server compute the same id.
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { i18n as I18n } from "i18next";
import type { Language } from "./i18n/languages.ts";

/** 12 hex digits (48 bits of SHA-256): short in a CSV, and collisions are out of reach. */
export const CONSENT_VERSION_PATTERN = /^[0-9a-f]{12}$/;

export function consentVersion(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).slice(0, 12);
}

export const CONSENT_KEY = "newsletter.consent";

/** Raw, its `<privacy>` tags kept: the version id hashes this text. */
export function consentText(i18n: I18n, lng: Language): string {
  const text: unknown = i18n.getResource(lng, "forms", CONSENT_KEY);
  if (typeof text !== "string")
    throw new Error(`locales/${lng}/forms.json: ${CONSENT_KEY} is missing`);
  return text;
}
