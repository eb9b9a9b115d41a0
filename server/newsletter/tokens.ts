// Decision 0009. The signature covers the row's `token_nonce`, which the token does not carry, so
// an erased address's links match no later row that gets the same id.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Subscription } from "../db/schema.ts";

export type TokenPurpose = "confirm" | "unsubscribe";

const CODES: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };
const FORMAT = /^([cu])\.([1-9]\d{0,9})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;
// PostgreSQL `integer`: a larger id would make the lookup fail, not miss.
const MAX_ID = 2_147_483_647;

export type TokenSubject = Pick<Subscription, "id" | "token_nonce">;
type ParsedToken = NonNullable<ReturnType<typeof parseToken>>;

function sign(secret: string, code: string, id: number, expires: number, nonce: string): string {
  return createHmac("sha256", secret)
    .update(`${code}.${id}.${expires}.${nonce}`)
    .digest("base64url");
}

// `expiresAt` in milliseconds since the epoch.
export function signToken(
  secret: string,
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAt?: number,
): string {
  const code = CODES[purpose];
  const expires = expiresAt === undefined ? 0 : Math.ceil(expiresAt / 1000);
  return `${code}.${subject.id}.${expires}.${sign(secret, code, subject.id, expires, subject.token_nonce)}`;
}

export function parseToken(token: unknown, purpose: TokenPurpose) {
  if (typeof token !== "string") return undefined;
  const match = FORMAT.exec(token);
  if (!match || match[1] !== CODES[purpose] || Number(match[2]) > MAX_ID) return undefined;
  const expires = Number(match[3]);
  return {
    purpose,
    id: Number(match[2]),
    // Unix seconds.
    expires: expires === 0 ? undefined : expires,
    signature: match[4]!,
  };
}

export function verifyToken(secret: string, token: ParsedToken, subject: TokenSubject): boolean {
  if (token.id !== subject.id) return false;
  const expected = Buffer.from(
    sign(secret, CODES[token.purpose], token.id, token.expires ?? 0, subject.token_nonce),
  );
  const given = Buffer.from(token.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isExpired(token: ParsedToken, now = Date.now()): boolean {
  return token.expires !== undefined && token.expires * 1000 <= now;
}
