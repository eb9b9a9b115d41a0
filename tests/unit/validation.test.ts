import { describe, expect, it } from "vitest";
import {
  checkContact,
  checkEmail,
  checkMessage,
  checkName,
  checkSubscription,
  isBot,
  normaliseEmail,
  sanitiseEmail,
} from "@/lib/validation";

describe("checkEmail (WHATWG type=email)", () => {
  it.each([
    "ada@example.com",
    "a.b-c+tag@sub.example.co.uk",
    "x@localhost",
    "weird!#$%&'*+/=?^_`{|}~-@example.com",
    `${"a".repeat(64)}@${"b".repeat(63)}.com`,
  ])("accepts %s", (email) => {
    expect(checkEmail(email)).toEqual({ ok: true, value: email });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["plain", "invalid"],
    ["a@", "invalid"],
    ["@example.com", "invalid"],
    ["a@b..com", "invalid"],
    ["a@-b.com", "invalid"],
    ["a@b-.com", "invalid"],
    ["a b@example.com", "invalid"],
    ['"quoted"@example.com', "invalid"],
    ["é@example.com", "invalid"],
    ["a@exämple.com", "invalid"],
    [`a@${"b".repeat(64)}.com`, "invalid"],
    [`${"a".repeat(250)}@b.co`, "tooLong"],
  ])("refuses %j (%s)", (email, error) => {
    expect(checkEmail(email)).toEqual({ ok: false, error });
  });

  it("refuses what is not a string", () => {
    for (const value of [undefined, null, 1, {}, ["a@b.c"]]) {
      expect(checkEmail(value).ok).toBe(false);
    }
  });

  it("trims ASCII whitespace and drops line breaks, as browsers do", () => {
    expect(sanitiseEmail(" \tada@example.com\n ")).toBe("ada@example.com");
    expect(sanitiseEmail("ada@exa\r\nmple.com")).toBe("ada@example.com");
    expect(checkEmail("  ada@example.com ")).toEqual({ ok: true, value: "ada@example.com" });
    // Not ASCII whitespace: not trimmed, so invalid.
    expect(checkEmail("\u00a0ada@example.com").ok).toBe(false);
  });

  it("counts 254 characters at most, the limit included", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(at254).toHaveLength(254);
    expect(checkEmail(at254).ok).toBe(true);
    expect(checkEmail(`${at254}d`)).toEqual({ ok: false, error: "tooLong" });
  });
});

describe("normaliseEmail", () => {
  it("lowercases the domain and keeps the local part", () => {
    expect(normaliseEmail("Ada.Lovelace@Example.COM")).toBe("Ada.Lovelace@example.com");
  });
});

describe("name and message", () => {
  it("limits the trimmed name to 1–100 characters", () => {
    expect(checkName("  Ada  ")).toEqual({ ok: true, value: "Ada" });
    expect(checkName("")).toEqual({ ok: false, error: "required" });
    expect(checkName("   ")).toEqual({ ok: false, error: "required" });
    expect(checkName("n".repeat(100)).ok).toBe(true);
    expect(checkName("n".repeat(101))).toEqual({ ok: false, error: "tooLong" });
    expect(checkName("Ada\u0000")).toEqual({ ok: false, error: "invalid" });
    expect(checkName("Ada\nLovelace")).toEqual({ ok: false, error: "invalid" });
  });

  it("limits the trimmed message to 10–5,000 characters, keeping it otherwise verbatim", () => {
    const text = "  Hello <b>there</b>,\n\tline two 🙂  ";
    expect(checkMessage(text)).toEqual({ ok: true, value: text.trim() });
    expect(checkMessage("123456789")).toEqual({ ok: false, error: "tooShort" });
    expect(checkMessage(` ${"1".repeat(10)} `).ok).toBe(true);
    expect(checkMessage("m".repeat(5000)).ok).toBe(true);
    expect(checkMessage("m".repeat(5001))).toEqual({ ok: false, error: "tooLong" });
    expect(checkMessage("Hello there\u0007")).toEqual({ ok: false, error: "invalid" });
    expect(checkMessage("Hello there \ud800")).toEqual({ ok: false, error: "invalid" });
  });

  it("reports every field at fault at once", () => {
    expect(checkContact({ name: 3, email: "x", message: "short" })).toEqual({
      ok: false,
      error: { name: "required", email: "invalid", message: "tooShort" },
    });
    expect(
      checkContact({ name: "Ada", email: "ada@example.com", message: "Hello there!" }),
    ).toEqual({
      ok: true,
      value: { name: "Ada", email: "ada@example.com", message: "Hello there!" },
    });
  });
});

describe("honeypot", () => {
  it("is a bot when the hidden field holds anything", () => {
    expect(isBot({})).toBe(false);
    expect(isBot({ website: "" })).toBe(false);
    expect(isBot({ website: "http://x" })).toBe(true);
    expect(isBot({ website: 0 })).toBe(true);
  });
});

describe("checkSubscription (the newsletter form's body)", () => {
  it("takes the address alone, as API clients send it", () => {
    expect(checkSubscription({ email: " ada@example.com " })).toEqual({
      ok: true,
      value: { email: "ada@example.com", lng: null, source: null, consent: null },
    });
    expect(checkSubscription({ email: "ada@example.com", lng: null, source: null })).toMatchObject({
      ok: true,
    });
  });

  it("takes the consent record's context as the form posts it", () => {
    expect(
      checkSubscription({
        email: "ada@example.com",
        lng: "fr",
        source: "/fr/pricing",
        consent: "0123456789ab",
      }),
    ).toEqual({
      ok: true,
      value: {
        email: "ada@example.com",
        lng: "fr",
        source: "/fr/pricing",
        consent: "0123456789ab",
      },
    });
  });

  it.each([
    [{ lng: "de" }, { lng: "invalid" }],
    [{ lng: "FR" }, { lng: "invalid" }],
    [{ source: "pricing" }, { source: "invalid" }],
    [{ source: "" }, { source: "invalid" }],
    [{ source: 3 }, { source: "invalid" }],
    [{ source: "/a\nb" }, { source: "invalid" }],
    [{ source: `/${"a".repeat(200)}` }, { source: "tooLong" }],
    [{ consent: "0123456789AB" }, { consent: "invalid" }],
    [{ consent: "0123456789a" }, { consent: "invalid" }],
    [
      { email: "", consent: [] },
      { email: "required", consent: "invalid" },
    ],
  ])("refuses %o", (fields, error) => {
    expect(checkSubscription({ email: "ada@example.com", ...fields })).toEqual({
      ok: false,
      error,
    });
  });

  it("accepts a source of exactly 200 characters", () => {
    expect(checkSubscription({ email: "a@b.c", source: `/${"a".repeat(199)}` })).toMatchObject({
      ok: true,
    });
  });
});
