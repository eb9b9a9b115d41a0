import { describe, expect, it } from "vitest";
import { checkContact } from "../../lib/contact-request.ts";
import { contactFields, contactNeeds, type ContactField } from "../../lib/contact-fields.ts";
import { countriesIn, resolveCountry, searchCountries } from "../../lib/countries.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import {
  checkEmail,
  checkSubscription,
  isBot,
  normaliseEmail,
  sanitiseEmail,
} from "../../lib/validation.ts";

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

/** One field's check, the others valid. */
function checkField(field: ContactField, value: unknown) {
  const checked = checkContact({
    name: "Ada",
    email: "ada@example.com",
    message: "Hello there!",
    [field]: value,
  });
  return checked.ok
    ? { ok: true, value: checked.value[field] }
    : { ok: false, error: checked.error[field] };
}
const checkName = (value: unknown) => checkField("name", value);
const checkMessage = (value: unknown) => checkField("message", value);

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
    expect(checkContact({ email: "x", message: "short" })).toEqual({
      ok: false,
      error: { name: "required", email: "invalid", message: "tooShort" },
    });
    expect(
      checkContact({ name: "Ada", email: "ada@example.com", message: "Hello there!" }),
    ).toEqual({
      ok: true,
      value: {
        ...Object.fromEntries(contactFields.map(({ name }) => [name, null])),
        name: "Ada",
        email: "ada@example.com",
        message: "Hello there!",
      },
    });
  });
});

describe("a contact request's details", () => {
  const base = { name: "Ada", email: "ada@example.com", message: "Hello there!" };

  it("reads a country typed as its code or its name in either language, accents and case aside", () => {
    for (const [typed, code] of [
      ["FR", "FR"],
      ["fr", "FR"],
      [" France ", "FR"],
      ["Allemagne", "DE"],
      ["germany", "DE"],
      ["Etats-Unis", "US"],
      ["Côte d’Ivoire", "CI"],
      ["Royaume-Uni", "GB"],
    ] as const) {
      expect(resolveCountry(typed), typed).toBe(code);
    }
    for (const typed of ["XX", "Narnia", "Fra", ""])
      expect(resolveCountry(typed), typed).toBeUndefined();
  });

  it("knows a country by the other names people type, in either language (content/country-aliases.json)", () => {
    for (const [typed, code] of [
      ["UK", "GB"],
      ["uk", "GB"],
      ["Great Britain", "GB"],
      ["England", "GB"],
      ["Angleterre", "GB"],
      ["Royaume-Uni", "GB"],
      ["USA", "US"],
      ["US", "US"],
      ["États-Unis", "US"],
      ["United States of America", "US"],
      ["Holland", "NL"],
      ["Hollande", "NL"],
      ["Turkey", "TR"],
      ["Czech Republic", "CZ"],
    ] as const) {
      expect(resolveCountry(typed), typed).toBe(code);
      // The browser's check and the server's are this same rule.
      expect(checkContact({ ...base, country: typed }), typed).toMatchObject({
        ok: true,
        value: { country: code },
      });
    }
  });

  it("refuses a country that is not one, saying so, in the browser's check as on the server", () => {
    for (const typed of ["Narnia", "Atlantis", "EU", "Ukraine and Russia"])
      expect(checkContact({ ...base, country: typed }), typed).toEqual({
        ok: false,
        error: { country: "invalid" },
      });
    // What the form says next to the field.
    const t = (lng: "en" | "fr") => createI18n(lng).getFixedT(lng, "contact");
    expect(t("en")("form.errors.country.invalid")).toMatch(/^This is not a country/);
    expect(t("fr")("form.errors.country.invalid")).toMatch(/^Ce n’est pas un pays/);
  });

  it("finds a country by what was typed, the one it names first (the country field's list)", () => {
    const names = (lng: "en" | "fr", typed: string) =>
      searchCountries(countriesIn(lng), typed).map(({ name }) => name);
    expect(names("en", "UK").slice(0, 2)).toEqual(["United Kingdom", "Ukraine"]);
    expect(names("fr", "UK")[0]).toBe("Royaume-Uni");
    expect(names("en", "Angleterre")).toEqual(["United Kingdom"]);
    expect(names("fr", "USA")).toEqual(["États-Unis"]);
    expect(names("en", "holl")).toEqual(["Netherlands"]);
    expect(names("en", "fra")[0]).toBe("France");
    expect(names("en", "Narnia")).toEqual([]);
    expect(names("en", "")).toHaveLength(countriesIn("en").length);
  });

  it("keeps what is valid, empty fields as null, and names each field at fault", () => {
    expect(
      checkContact({
        ...base,
        topic: "",
        product: "",
        organisation: " ",
        country: "",
        configuration: "",
      }),
    ).toMatchObject({
      ok: true,
      value: { topic: null, product: null, organisation: null, country: null },
    });
    expect(
      checkContact({
        ...base,
        topic: "lunch",
        // Not a slug: the catalogue is build-time data, so a product is checked by its form.
        product: "Toaster oven",
        organisation: "o".repeat(201),
        country: "Narnia",
        configuration: "months=0&panellists=40&options=platform",
      }),
    ).toEqual({
      ok: false,
      error: {
        topic: "invalid",
        product: "invalid",
        organisation: "tooLong",
        country: "invalid",
        configuration: "invalid",
      },
    });
    expect(checkContact({ ...base, organisation: "o".repeat(200) }).ok).toBe(true);
  });

  it("reads the calculator's configuration strictly, and stores it as the calculator writes it", () => {
    const configuration = (value: string) => {
      const checked = checkContact({ ...base, configuration: value });
      return checked.ok ? checked.value.configuration : checked.error.configuration;
    };
    expect(configuration("options=touch,platform&months=12&panellists=40")).toBe(
      "months=12&panellists=40&options=platform,touch",
    );
    expect(configuration("?months=1&panellists=10000&options=pixel")).toBe(
      "months=1&panellists=10000&options=pixel",
    );
    // Beyond the calculator's limits: what a quote is for. The trial kit's link names no panel.
    expect(configuration("months=72&panellists=20000&options=platform")).toBe(
      "months=72&panellists=20000&options=platform",
    );
    expect(configuration("options=platform,pixel,macro,touch&months=1")).toBe(
      "months=1&options=platform,pixel,macro,touch",
    );
    for (const bad of [
      "months=12&panellists=40",
      "months=12&panellists=40&options=",
      "months=12&panellists=40&options=laser",
      "months=12&panellists=40&options=touch&options=pixel",
      "months=1.5&panellists=40&options=touch",
      "months=0&panellists=40&options=touch",
      "months=12&panellists=1234567&options=touch",
      "months=12&months=12&options=touch",
      "months=12&panellists=40&options=touch&coupon=free",
    ]) {
      expect(configuration(bad), bad).toBe("invalid");
    }
  });

  it("asks for what the topic needs, and lets the topic with its subject stand for the message", () => {
    expect(contactNeeds({ topic: "quote", product: null, configuration: null })).toEqual({
      organisation: true,
      country: false,
      message: true,
    });
    expect(contactNeeds({ topic: "distributor", product: null, configuration: null }).country).toBe(
      true,
    );
    expect(contactNeeds({ topic: "demo", product: "pixel", configuration: null }).message).toBe(
      false,
    );
    expect(contactNeeds({ topic: null, product: "pixel", configuration: null }).message).toBe(true);
    expect(
      checkContact({ ...base, message: "", topic: "datasheet", product: "dermo" }),
    ).toMatchObject({
      ok: true,
      value: { message: "" },
    });
    expect(
      checkContact({ ...base, message: "short", topic: "datasheet", product: "dermo" }),
    ).toEqual({
      ok: false,
      error: { message: "tooShort" },
    });
  });

  it("names a field of the wrong type invalid, and only a missing one required", () => {
    const base = { name: "Ada", email: "ada@example.com", message: "Hello there!" };
    expect(checkContact({ ...base, topic: "quote", organisation: 42 })).toEqual({
      ok: false,
      error: { organisation: "invalid" },
    });
    expect(checkContact({ ...base, topic: "quote" })).toEqual({
      ok: false,
      error: { organisation: "required" },
    });
    expect(checkContact({ name: 42, email: ["ada@example.com"], message: { text: "Hi" } })).toEqual(
      { ok: false, error: { name: "invalid", email: "invalid", message: "invalid" } },
    );
    expect(checkContact({ name: null, message: "Hello there!" })).toEqual({
      ok: false,
      error: { name: "required", email: "required" },
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
