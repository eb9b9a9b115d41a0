import { describe, expect, it } from "vitest";
import {
  localizePath,
  neutralPath,
  pathLanguage,
  pickLanguage,
  switchLanguageUrl,
  toLanguage,
} from "../../lib/i18n/languages.ts";

describe("toLanguage", () => {
  it.each([
    ["fr", "fr"],
    ["fr-CA", "fr"],
    ["FR_be", "fr"],
    ["en-GB", "en"],
    ["en-US", "en"],
    ["de-DE", undefined],
    ["", undefined],
    [null, undefined],
  ])("%s → %s", (code, expected) => {
    expect(toLanguage(code)).toBe(expected);
  });
});

describe("pickLanguage", () => {
  it("takes the first supported candidate, as i18next does", () => {
    expect(pickLanguage(["de-DE", "fr-CA", "en"])).toBe("fr");
    expect(pickLanguage(["en-GB", "fr"])).toBe("en");
  });
  it("falls back to English when nothing is supported", () => {
    expect(pickLanguage(["de-DE", "es"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
  });
});

describe("paths", () => {
  it.each([
    ["/", "en", "/"],
    ["/", "fr", "/fr"],
    ["/team", "fr", "/fr/team"],
    ["/fr/team", "en", "/team"],
    ["/fr", "en", "/"],
    ["/fr/solutions/pixel", "fr", "/fr/solutions/pixel"],
    ["/en/team", "fr", "/fr/team"],
    ["/team/", "en", "/team"],
    ["/french-fries", "fr", "/fr/french-fries"],
  ] as const)("localizePath(%s, %s) = %s", (path, lng, expected) => {
    expect(localizePath(path, lng)).toBe(expected);
  });

  it("knows which language a path belongs to", () => {
    expect(pathLanguage("/fr")).toBe("fr");
    expect(pathLanguage("/fr/team")).toBe("fr");
    expect(pathLanguage("/french-fries")).toBe("en");
    expect(pathLanguage("/")).toBe("en");
  });

  it("strips the language prefix Next.js prerenders English pages under", () => {
    expect(neutralPath("/en")).toBe("/");
    expect(neutralPath("/en/solutions/macro")).toBe("/solutions/macro");
    expect(neutralPath("/enterprise")).toBe("/enterprise");
  });
});

describe("switchLanguageUrl", () => {
  it("keeps the query and hash but drops lng", () => {
    expect(
      switchLanguageUrl({ pathname: "/team", search: "?lng=en&ref=mail", hash: "#jobs" }, "fr"),
    ).toBe("/fr/team?ref=mail#jobs");
    expect(switchLanguageUrl({ pathname: "/fr", search: "?lng=fr", hash: "" }, "en")).toBe("/");
  });
});
