/**
 * The newsletter's links: absolute URLs on the site's configured address (never the request's
 * Host header), each carrying a signed token (server/newsletter/tokens.ts), and what opening
 * one finds.
 */
import { randomBytes } from "node:crypto";
import { apiPaths } from "../../lib/api-paths.ts";
import type { Db, Subscription } from "../db/schema.ts";
import { storedSecret, subscription } from "./queries.ts";
import {
  isExpired,
  parseToken,
  signToken,
  verifyToken,
  type TokenPurpose,
  type TokenSubject,
} from "./tokens.ts";

export interface LinkSigner {
  /** The site's origin, e.g. `https://www.epiderma.example`. */
  siteUrl: string;
  /** The API's, when it runs elsewhere (NEXT_PUBLIC_API_ORIGIN): the links open the API. */
  apiUrl?: string;
  secret: string;
}

/** A link for `subject`, its token expiring at `expiresAt` (milliseconds) or never. */
export function linkUrl(
  signer: LinkSigner,
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAt?: number,
): string {
  const token = signToken(signer.secret, purpose, subject, expiresAt);
  return `${signer.apiUrl ?? signer.siteUrl}${apiPaths[purpose]}?token=${token}`;
}

/** The unsubscribe link of a subscriber: it never expires (e-mails, exports, mail merges). */
export const unsubscribeUrl = (signer: LinkSigner, subject: TokenSubject): string =>
  linkUrl(signer, "unsubscribe", subject);

/** The name of the generated link-signing secret in the `secrets` table. */
const SECRET_NAME = "newsletter-links";

/**
 * The secret that signs the links: TOKEN_SECRET when set, else one generated on first use and
 * kept in the database, so it survives restarts and every instance on the database shares it.
 */
export function linkSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return storedSecret(db, SECRET_NAME, randomBytes(32).toString("base64url"));
}

export type OpenedLink =
  { readonly kind: "invalid" } | { readonly kind: "expired" | "valid"; readonly row: Subscription };

/** What a token finds: its row if the signature holds (and whether it expired), else nothing. */
export async function openLink(
  db: Db,
  secret: string,
  token: unknown,
  purpose: TokenPurpose,
): Promise<OpenedLink> {
  const parsed = parseToken(token, purpose);
  if (!parsed) return { kind: "invalid" };
  const row = await subscription(db, parsed.id);
  if (!row || !verifyToken(secret, parsed, row)) return { kind: "invalid" };
  return { kind: isExpired(parsed) ? "expired" : "valid", row };
}
