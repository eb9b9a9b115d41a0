import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { product } from "../../lib/products.ts";
import { trialKitDevices } from "../../lib/content/catalogue.ts";
import { certifications, shownCertifications } from "../../lib/content/certifications.ts";
import { checkContent } from "../../lib/content/check.ts";
import { compliance } from "../../lib/content/compliance.ts";
import { contentProblems, parseContent } from "../../lib/content/collection.ts";
import { collections } from "../../lib/content/collections.ts";
import { distributors } from "../../lib/content/distributors.ts";
import { partners } from "../../lib/content/partners.ts";
import { readPrices } from "../../lib/content/prices.ts";
import { teamMembers } from "../../lib/content/team.ts";
import { approvedTestimonials, testimonials } from "../../lib/content/testimonials.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are broken at will
type Data = any;

/** A collection's real file, parsed, to break one field of. */
function real(file: string): Data {
  return JSON.parse(fs.readFileSync(file, "utf8"));
}

describe("the content files as shipped", () => {
  it("pass the content check, copy in both languages included", () => {
    expect(checkContent()).toEqual([]);
  });

  it("load through their loaders", () => {
    expect(teamMembers().map((member) => member.name)).toContain("Hélène Marchand");
    expect(distributors().filter((d) => d.country === "US")).toHaveLength(2);
    expect(partners().map((partner) => partner.name)).toEqual([
      "Skin Lab Network",
      "Dermatology Research Clinic",
    ]);
    expect(product("macro").facts[0]).toEqual({ kind: "area", widthCm: 2.5, heightCm: 2.5 });
    expect(product("custom").related).toEqual(["copilot", "macro", "touch"]);
    expect(trialKitDevices()).toEqual(["pixel", "macro", "touch"]);
    expect(readPrices().trialKit.price).toBeGreaterThan(0);
  });

  it("show no unverifiable claim: no certification filled in, no testimonial approved", () => {
    expect(certifications().map((entry) => entry.standard)).toEqual([
      "ISO 13485",
      "ISO 27001",
      "HDS",
    ]);
    expect(shownCertifications(certifications())).toEqual([]);
    expect(testimonials()).toHaveLength(3);
    expect(approvedTestimonials(testimonials())).toEqual([]);
  });

  it("state nothing about copilot the company has not confirmed, and the website's own facts", () => {
    const { website, ...aboutCopilot } = compliance();
    for (const [topic, facts] of Object.entries(aboutCopilot))
      for (const [field, value] of Object.entries(facts))
        expect(value, `${topic}.${field}`).toBeNull();
    // The browser tests check that no page sets a cookie or asks another origin for anything.
    expect(website).toEqual({ setsCookies: false, requestsOtherSites: false });
  });

  it("can be described to the editor: every field has a title or a description", () => {
    for (const { file, schema } of collections) {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      const undescribed: string[] = [];
      const visit = (node: Data, at: string) => {
        for (const [key, child] of Object.entries<Data>(node.properties ?? {})) {
          if (!child.title && !child.description && key !== "kind") undescribed.push(`${at}${key}`);
          visit(child, `${at}${key}.`);
        }
        if (node.items) visit(node.items, `${at}[].`);
        for (const option of node.anyOf ?? node.oneOf ?? []) visit(option, at);
      };
      visit(json, "");
      expect(undescribed, file).toEqual([]);
    }
  });
});

/** A way to break a real file (editing it, or returning what replaces it), and what the check says. */
interface BadEntry {
  what: string;
  breaks: (data: Data) => Data | void;
  problems: string[];
}

/** At least one per collection: the type checker asks for a new collection's. */
const badEntries: Record<(typeof collections)[number]["name"], BadEntry[]> = {
  team: [
    {
      what: "a member without a name, an id used twice",
      breaks: (data) => {
        data.members[2].name = "";
        data.members[4].id = "helene";
      },
      problems: [
        "content/team.json: members[2].name: must not be empty",
        'content/team.json: members[4].id: "helene" is already the id of entry [0]',
      ],
    },
  ],
  distributors: [
    {
      what: "a country that is not an ISO 3166 code, a website, an e-mail",
      breaks: (data) => {
        data.distributors[3].country = "XX";
        data.distributors[0].website = "www.dermatech.example";
        data.distributors[1].email = "info at skinlab";
      },
      problems: [
        'content/distributors.json: distributors[0].website: must be a web address (https://…), not "www.dermatech.example"',
        'content/distributors.json: distributors[1].email: must be an e-mail address, not "info at skinlab"',
        'content/distributors.json: distributors[3].country: not an ISO 3166 code ("XX")',
      ],
    },
  ],
  certifications: [
    {
      what: "an unknown holder, a host's certificate without the host's name",
      breaks: (data) => {
        data.certifications[0].holder = "partner";
        Object.assign(data.certifications[2], {
          certifier: "Certifier SA",
          certificateNumber: "HDS-123",
          scope: "Hosting of health data",
        });
      },
      problems: [
        'content/certifications.json: certifications[0].holder: must be "company" or "hostingProvider", not "partner"',
        "content/certifications.json: certifications[2].hostingProvider: missing: name the hosting provider that holds this certificate",
      ],
    },
  ],
  partners: [
    {
      what: "an unknown field, a missing name",
      breaks: (data) => {
        data.partners[0].logo = "lab.svg";
        delete data.partners[1].name;
      },
      problems: [
        "content/partners.json: partners[0].logo: unknown field",
        "content/partners.json: partners[1].name: missing",
      ],
    },
  ],
  testimonials: [
    {
      what: "approved without a source, an approval that is not true or false",
      breaks: (data) => {
        data.testimonials[0].approved = true;
        data.testimonials[1].approved = "yes";
      },
      problems: [
        "content/testimonials.json: testimonials[0].source: missing: an approved testimonial says where and when it was given",
        'content/testimonials.json: testimonials[1].approved: must be true or false, not "yes"',
      ],
    },
  ],
  catalogue: [
    {
      what: "an unknown fact, a solution listed twice, a product without copy, a kit without devices",
      breaks: (data) => {
        data.products[2].facts[1] = { kind: "weight", grams: 90 };
        data.products[4].related = ["dermo", "macro", "macro"];
        data.products[6].slug = "lumen";
        data.trialKit.devices = [];
      },
      problems: [
        'content/catalogue.json: products[2].facts[1].kind: must be "sensor" or "light" or "area" or "dimensions", not "weight"',
        'content/catalogue.json: products[4].related[2]: "macro" is listed twice',
        'content/catalogue.json: products[6].slug: has no name in locales/en/products.json (add its copy under "lumen" first)',
        "content/catalogue.json: trialKit.devices: must hold at least 1 item(s)",
      ],
    },
    {
      what: "a solution related to itself or to none, a product twice, a negative size, a drawing that is not a file",
      breaks: (data) => {
        // Indices past the first products stay put whatever products follow.
        data.products = data.products.filter(({ slug }: { slug: string }) => slug !== "custom");
        data.products.unshift(structuredClone(data.products[0]));
        data.products[0].related = ["echo", "custom"];
        data.products[4].drawing.file = "macro.png";
        data.products[5].related = ["dermo", "touch"];
        data.products[6].facts[0].widthMm = -39;
      },
      problems: [
        'content/catalogue.json: products[4].drawing.file: must be an SVG file\'s name, not "macro.png"',
        "content/catalogue.json: products[6].facts[0].widthMm: must be more than 0, not -39",
        "content/catalogue.json: products[0].related[1]: not a product of the catalogue",
        'content/catalogue.json: products[1].slug: "copilot" is already a product',
        "content/catalogue.json: products[5].related[1]: a product is not related to itself",
      ],
    },
  ],
  compliance: [
    {
      what: "a country, a language, a time, a time zone and a link that are not one, a yes-or-no in words",
      breaks: (data) => {
        data.hosting.countries = ["FR", "XX"];
        data.gdpr.subProcessors = "sub-processors.pdf";
        data.regulatedStudies.auditTrail = "yes";
        data.exports.dataFormats = [];
        data.support.languages = ["fr", "french"];
        Object.assign(data.support, {
          days: "weekdays",
          opens: "9h",
          closes: "18:00",
          timeZone: "Europe/Pariss",
        });
      },
      problems: [
        'content/compliance.json: hosting.countries[1]: not an ISO 3166 code ("XX")',
        'content/compliance.json: gdpr.subProcessors: must be a web address (https://…), not "sub-processors.pdf"',
        'content/compliance.json: regulatedStudies.auditTrail: must be true or false, not "yes"',
        "content/compliance.json: exports.dataFormats: must hold at least 1 item(s)",
        'content/compliance.json: support.languages[1]: not an ISO 639-1 language code ("french")',
        'content/compliance.json: support.days: must be "mondayToFriday" or "mondayToSaturday" or "everyDay", not "weekdays"',
        'content/compliance.json: support.opens: must be a time written HH:MM (09:00, 18:30), not "9h"',
        'content/compliance.json: support.timeZone: must be a time zone such as "Europe/Paris" (IANA), not "Europe/Pariss"',
      ],
    },
    {
      what: "a backup policy and support hours half filled in, a website fact left out",
      breaks: (data) => {
        data.hosting.backupFrequency = "daily";
        Object.assign(data.support, { days: "mondayToFriday", opens: "09:00" });
        delete data.website.setsCookies;
      },
      problems: [
        "content/compliance.json: hosting.backupRetentionDays: missing: fill in backupFrequency and backupRetentionDays together, or leave them all null",
        "content/compliance.json: support.closes: missing: fill in days, opens, closes and timeZone together, or leave them all null",
        "content/compliance.json: support.timeZone: missing: fill in days, opens, closes and timeZone together, or leave them all null",
        "content/compliance.json: website.setsCookies: missing",
      ],
    },
    {
      what: "support hours that close before they open",
      breaks: (data) =>
        void Object.assign(data.support, {
          days: "mondayToFriday",
          opens: "09:00",
          closes: "08:30",
          timeZone: "Europe/Paris",
        }),
      problems: ['content/compliance.json: support.closes: must be later than opens ("09:00")'],
    },
  ],
  legal: [
    {
      what: "a SIREN with a wrong check digit, a VAT key that does not match, a phone in words",
      breaks: (data) => {
        data.publisher.registration = { court: "Paris", siren: "123 456 789" };
        data.publisher.vatNumber = "FR 32 123 456 782";
        data.host.phone = "on request";
      },
      problems: [
        'content/legal.json: publisher.registration.siren: must be a SIREN number, 9 digits with a valid check digit, not "123 456 789"',
        'content/legal.json: publisher.vatNumber: has the key "32", but its SIREN\'s key is "11"',
        'content/legal.json: host.phone: must be a phone number (digits, spaces, a leading +: +33 1 23 45 67 89), not "on request"',
      ],
    },
    {
      what: "an address without its city, a publisher's name (the settings hold it)",
      breaks: (data) => {
        data.publisher.registeredOffice = {
          street: "12 rue de la Paix",
          postalCode: "75002",
          country: "FR",
        };
        data.publisher.name = "Epiderma";
      },
      problems: [
        "content/legal.json: publisher.registeredOffice.city: missing",
        "content/legal.json: publisher.name: unknown field",
      ],
    },
  ],
  prices: [
    {
      what: "amounts, whole numbers, tiers that start at 1 and rise, the currency",
      breaks: (data) => {
        data.platform.monthlyFeePerPanellist = -1;
        data.devices.pixel.purchasePrice = 12.345;
        delete data.devices.touch.panellistsPerDevice;
        data.discounts.byMonths[0].from = 2;
        data.discounts.byPanellists[2].from = 10;
        data.discounts.byPanellists[1].percent = 95;
        data.currency = "USD";
      },
      problems: [
        'content/prices.json: currency: must be "EUR" (prices are for the euro zone), not "USD"',
        "content/prices.json: platform.monthlyFeePerPanellist: must be an amount in euros from 0 to 1000 with at most 2 decimals, not -1",
        "content/prices.json: devices.pixel.purchasePrice: must be an amount in euros from 0 to 100000 with at most 2 decimals, not 12.345",
        "content/prices.json: devices.touch.panellistsPerDevice: must be a whole number from 1 to 10000, not missing",
        "content/prices.json: discounts.byPanellists[1].percent: must be a whole number from 0 to 90, not 95",
        "content/prices.json: discounts.byPanellists[2].from: must be greater than the tier before it (50)",
        "content/prices.json: discounts.byMonths[0].from: must be 1: the first tier starts at 1",
      ],
    },
    {
      what: "an unknown device, a missing section",
      breaks: (data) => {
        data.devices.dermo = {};
        delete data.trialKit;
      },
      problems: [
        "content/prices.json: devices.dermo: not a device of the calculator (pixel, macro, touch)",
        "content/prices.json: trialKit: missing",
      ],
    },
    {
      what: "a price fact or the trial kit's credit in words",
      breaks: (data) => {
        data.includes.shipping = "included";
        data.trialKit.creditedOnOrder = "yes";
        delete data.includes.setup;
      },
      problems: [
        'content/prices.json: includes.shipping: must be true or false, not "included"',
        'content/prices.json: trialKit.creditedOnOrder: must be true or false, not "yes"',
      ],
    },
    {
      what: "a file that is not an object",
      breaks: () => [],
      problems: ["content/prices.json: must be an object, not []"],
    },
  ],
  "country-aliases": [
    {
      what: "a code that is not one, an empty name",
      breaks: (data) => {
        data.aliases[0].country = "UK";
        data.aliases[1].fr[0] = " ";
      },
      problems: [
        'content/country-aliases.json: aliases[0].country: not an ISO 3166 code ("UK")',
        "content/country-aliases.json: aliases[1].fr[0]: must not be empty",
      ],
    },
    {
      what: "a name of another country, a name given twice",
      breaks: (data) => {
        data.aliases[1].en.push("Canada");
        data.aliases[2].fr.push("Angleterre");
      },
      problems: [
        'content/country-aliases.json: aliases[1].en[5]: "Canada" already names CA',
        'content/country-aliases.json: aliases[2].fr[1]: "Angleterre" already names GB',
      ],
    },
  ],
  languages: [
    {
      what: "a code listed twice, a flag with no file, a locale that is not one",
      breaks: (data) => {
        data.languages[1].code = "en";
        data.languages[0].flag = "flags/xx.svg";
        data.languages[0].locale = "en_gb";
      },
      problems: [
        "content/languages.json: languages[0].locale: must be a language and a region as Intl writes them: en-GB",
        'content/languages.json: languages[0].flag: no such file in public/ ("flags/xx.svg")',
        'content/languages.json: languages[1].code: "en" is listed twice',
      ],
    },
    {
      what: "a code that is not one, a direction that is not one",
      breaks: (data) => {
        data.languages[1].code = "FR";
        data.languages[1].direction = "down";
      },
      problems: [
        'content/languages.json: languages[1].code: must be an ISO 639 code in lower case, not "FR"',
        'content/languages.json: languages[1].direction: must be "ltr" or "rtl", not "down"',
      ],
    },
    {
      what: "a default that is not listed",
      breaks: (data) => {
        data.default = "de";
      },
      problems: ["content/languages.json: default: must be the code of a listed language"],
    },
  ],
};

describe("each schema names the file and the path of a bad entry", () => {
  for (const collection of collections)
    for (const { what, breaks, problems } of badEntries[collection.name])
      it(`${collection.name}: ${what}`, () => {
        const data = real(collection.file);
        const broken = breaks(data) ?? data;
        expect(contentProblems(collection, broken)).toEqual(problems);
        expect(() => parseContent(collection, broken)).toThrow(problems.join("\n"));
      });

  it("names each file after its collection, once", () => {
    expect(collections.map((c) => c.file)).toEqual(
      collections.map((c) => `content/${c.name}.json`),
    );
    expect(new Set(collections.map((c) => c.name)).size).toBe(collections.length);
  });
});

describe("the content check on a copy of the repository's files", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true })));

  function copyRoot(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
    roots.push(root);
    for (const dir of ["content", "locales"])
      fs.cpSync(dir, path.join(root, dir), { recursive: true });
    return root;
  }
  const edit = (root: string, file: string, change: (data: Data) => void) => {
    const data = real(path.join(root, file));
    change(data);
    fs.writeFileSync(path.join(root, file), JSON.stringify(data));
  };

  it("names an entry without copy and copy without an entry, in each language", () => {
    const root = copyRoot();
    edit(root, "content/team.json", (data) => data.members.push({ id: "zoe", name: "Zoé Martin" }));
    edit(root, "locales/fr/footer.json", (data) => (data.trust.partners.oldPartner = "ancien"));
    expect(checkContent(root)).toEqual([
      "locales/en/team.json: members.zoe: missing (the copy of content/team.json members[6])",
      "locales/fr/team.json: members.zoe: missing (the copy of content/team.json members[6])",
      'locales/fr/footer.json: trust.partners.oldPartner: no entry "oldPartner" in content/partners.json (partners)',
    ]);
  });

  it("names a file that is not JSON", () => {
    const root = copyRoot();
    fs.writeFileSync(path.join(root, "content/distributors.json"), '{ "distributors": [ }');
    const [problem, ...rest] = checkContent(root);
    expect(problem).toMatch(/^content\/distributors\.json: invalid JSON: /);
    expect(rest).toEqual([]);
  });
});
