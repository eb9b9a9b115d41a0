// Links are built on the configured address, never the request's Host header.
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
  siteUrl: string;
  apiUrl?: string;
  secret: string;
}

export function linkUrl(
  signer: LinkSigner,
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAt?: number,
): string {
  const token = signToken(signer.secret, purpose, subject, expiresAt);
  return `${signer.apiUrl ?? signer.siteUrl}${apiPaths[purpose]}?token=${token}`;
}

export const unsubscribeUrl = (signer: LinkSigner, subject: TokenSubject): string =>
  linkUrl(signer, "unsubscribe", subject);

const SECRET_NAME = "newsletter-links";

// Kept in the database, so it survives restarts and every instance shares it.
export function linkSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return storedSecret(db, SECRET_NAME, randomBytes(32).toString("base64url"));
}

export type OpenedLink =
  { readonly kind: "invalid" } | { readonly kind: "expired" | "valid"; readonly row: Subscription };

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
