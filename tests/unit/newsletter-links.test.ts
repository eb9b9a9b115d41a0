/**
 * The pure parts of the newsletter's links: signed tokens, consent version ids, page paths.
 */
import { describe, expect, it } from "vitest";
import { consentVersion } from "../../lib/consent.ts";
import { newsletterPagePath, newsletterPages } from "../../lib/newsletter-pages.ts";
import { nextConfirmationAt } from "../../server/newsletter/resend.ts";
import { isExpired, parseToken, signToken, verifyToken } from "../../server/newsletter/tokens.ts";

const SECRET = "unit-test-secret-of-at-least-32-characters";
const row = { id: 42, token_nonce: "5f1d3c0a9b8e7d6c5f1d3c0a9b8e7d6c" };

describe("tokens", () => {
  it("verify for the row, purpose and secret they were signed for, and nothing else", () => {
    const token = signToken(SECRET, "unsubscribe", row);
    expect(token).toMatch(/^u\.42\.0\.[A-Za-z0-9_-]{43}$/);
    const parsed = parseToken(token, "unsubscribe")!;
    expect(parsed).toMatchObject({ purpose: "unsubscribe", id: 42, expires: undefined });
    expect(verifyToken(SECRET, parsed, row)).toBe(true);
    expect(verifyToken("another-secret-of-at-least-32-characters", parsed, row)).toBe(false);
    expect(verifyToken(SECRET, parsed, { ...row, token_nonce: "0".repeat(32) })).toBe(false);
    expect(verifyToken(SECRET, parsed, { ...row, id: 43 })).toBe(false);
    expect(parseToken(token, "confirm")).toBeUndefined();
    // Relabelled for the other purpose, the signature no longer holds.
    const relabelled = parseToken(`c${token.slice(1)}`, "confirm")!;
    expect(verifyToken(SECRET, relabelled, row)).toBe(false);
  });

  it("expire when signed so, and an extended expiry breaks the signature", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const token = signToken(SECRET, "confirm", row, now + 3_600_000);
    const parsed = parseToken(token, "confirm")!;
    expect(isExpired(parsed, now)).toBe(false);
    expect(isExpired(parsed, now + 3_600_000)).toBe(true);
    const extended = token.replace(
      /^c\.42\.(\d+)\./,
      (_, expires: string) => `c.42.${Number(expires) + 86_400}.`,
    );
    expect(verifyToken(SECRET, parseToken(extended, "confirm")!, row)).toBe(false);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "u.42.0",
    "u.042.0.x",
    "u.42.0." + "a".repeat(42),
    "u.42.0." + "a".repeat(44),
    "x.42.0." + "a".repeat(43),
    "u.-1.0." + "a".repeat(43),
  ])("refuses the malformed %o", (token) =>
    expect(parseToken(token, "unsubscribe")).toBeUndefined(),
  );
});

describe("consentVersion", () => {
  it("is the first 12 hex digits of the text's SHA-256", () => {
    // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
    expect(consentVersion("abc")).toBe("ba7816bf8f01");
    expect(consentVersion("é")).toBe(consentVersion("\u00e9"));
    expect(consentVersion("e\u0301")).not.toBe(consentVersion("\u00e9"));
  });
});

describe("newsletter pages", () => {
  it("are language-aware, with the token in the query when given", () => {
    expect(newsletterPagePath("confirmed", "en")).toBe("/newsletter/confirmed");
    expect(newsletterPagePath("linkInvalid", "fr")).toBe("/fr/newsletter/link-invalid");
    expect(newsletterPagePath("unsubscribe", "fr", "u.1.0.a+b")).toBe(
      "/fr/newsletter/unsubscribe?token=u.1.0.a%2Bb",
    );
    expect(Object.values(newsletterPages).every((path) => path.startsWith("/newsletter/"))).toBe(
      true,
    );
  });
});

describe("confirmation resend backoff", () => {
  it("waits 1 hour, then 2, 4, 8… never more than a week", () => {
    const sent = "2026-01-01T00:00:00.000Z";
    const gap = (sends: number) =>
      (Date.parse(nextConfirmationAt(sent, sends)) - Date.parse(sent)) / 3_600_000;
    expect([1, 2, 3, 4, 8, 9, 50].map(gap)).toEqual([1, 2, 4, 8, 128, 168, 168]);
  });
});
