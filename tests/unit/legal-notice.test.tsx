// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LegalNotice } from "../../components/sections/legal/legal-notice.tsx";
import { contentProblems, parseContent } from "../../lib/content/collection.ts";
import {
  legalCollection,
  legalNotice,
  legalNoticeWarning,
  missingLegalFacts,
} from "../../lib/content/legal.ts";
import type { Language } from "../../lib/i18n/languages.ts";
import { settings } from "../../lib/settings.ts";
import { copy } from "./render.tsx";

/**
 * The legal notice (content/legal.json): its schema, the build's warning while a fact the law
 * requires is missing, and the page, which shows what is known and leaves out what is not.
 */
const filled = {
  publisher: {
    legalForm: "SAS",
    shareCapital: 25000,
    registeredOffice: {
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
      country: "FR",
    },
    registration: { court: "Paris", siren: "123 456 782" },
    vatNumber: "FR 11 123 456 782",
  },
  publicationDirector: "Claire Dubois",
  host: {
    name: "Hébergeur Exemple SAS",
    address: { street: "2 rue Kellermann", postalCode: "59100", city: "Roubaix", country: "FR" },
    phone: "+33 9 72 10 10 07",
  },
};

const shipped = legalNotice();

/** The value shown beside a label in a section named by its heading. */
function shown(lng: Language, section: string, label: string): string | null {
  const region = screen.getByRole("region", { name: copy(lng, "legal", `${section}.title`) });
  const term = within(region).queryByText(copy(lng, "legal", `${section}.${label}`), {
    selector: "dt",
  });
  return term ? (term.nextElementSibling as HTMLElement).textContent : null;
}

describe("content/legal.json", () => {
  it("ships every fact unknown (null): nothing invented", () => {
    expect(missingLegalFacts(shipped)).toEqual([
      "publisher.legalForm",
      "publisher.shareCapital",
      "publisher.registeredOffice",
      "publisher.registration",
      "publicationDirector",
      "host.name",
      "host.address",
      "host.phone",
    ]);
    expect(shipped.publisher.vatNumber).toBeNull();
  });

  it("takes a filled-in notice, storing the SIREN and the VAT number without spaces", () => {
    const notice = parseContent(legalCollection, filled);
    expect(notice.publisher.registration).toEqual({ court: "Paris", siren: "123456782" });
    expect(notice.publisher.vatNumber).toBe("FR11123456782");
    expect(missingLegalFacts(notice)).toEqual([]);
    expect(legalNoticeWarning(notice)).toBeNull();
  });

  it("names the file and the path of a bad fact", () => {
    const bad = structuredClone(filled) as typeof filled & { host: { fax?: string } };
    bad.publisher.registration.siren = "123 456 789";
    bad.publisher.vatNumber = "FR 32 123 456 782";
    bad.publisher.shareCapital = 10.005;
    bad.host.phone = "call us";
    bad.host.address.country = "France";
    bad.host.fax = "+33 1 00 00 00 00";
    expect(contentProblems(legalCollection, bad)).toEqual([
      "content/legal.json: publisher.shareCapital: must be an amount in euros with at most 2 decimals, not 10.005",
      'content/legal.json: publisher.registration.siren: must be a SIREN number, 9 digits with a valid check digit, not "123 456 789"',
      'content/legal.json: publisher.vatNumber: has the key "32", but its SIREN\'s key is "11"',
      'content/legal.json: host.address.country: not an ISO 3166 code ("France")',
      'content/legal.json: host.phone: must be a phone number (digits, spaces, a leading +: +33 1 23 45 67 89), not "call us"',
      "content/legal.json: host.fax: unknown field",
    ]);
  });

  it("refuses a VAT number whose SIREN is not the registration's", () => {
    const other = structuredClone(filled);
    other.publisher.vatNumber = "FR44732829320";
    expect(contentProblems(legalCollection, other)).toEqual([
      'content/legal.json: publisher.vatNumber: must end with the SIREN number (123456782), not "732829320"',
    ]);
  });
});

describe("the build's warning", () => {
  it("names the file and each missing key the law requires", () => {
    const partial = parseContent(legalCollection, {
      ...filled,
      publicationDirector: null,
      host: { ...filled.host, phone: null },
    });
    expect(legalNoticeWarning(partial)).toBe(
      "content/legal.json: the legal notice lacks facts the law requires (LCEN art. 6 III), not shown until filled in: publicationDirector, host.phone",
    );
  });

  it("does not ask for the VAT number, due only from a company liable to VAT", () => {
    const noVat = parseContent(legalCollection, {
      ...filled,
      publisher: { ...filled.publisher, vatNumber: null },
    });
    expect(legalNoticeWarning(noVat)).toBeNull();
  });
});

describe("the legal notice page", () => {
  it("shows every fact given, in French as French writes it", () => {
    render(<LegalNotice lng="fr" notice={parseContent(legalCollection, filled)} />);
    expect(shown("fr", "publisher", "name")).toBe(settings.companyName);
    expect(shown("fr", "publisher", "legalForm")).toBe("SAS");
    expect(shown("fr", "publisher", "shareCapital")).toBe("25\u202f000\u00a0€");
    expect(shown("fr", "publisher", "registeredOffice")).toBe(
      "12 rue de la Paix, 75002\u00a0Paris, France",
    );
    expect(shown("fr", "publisher", "registration")).toBe("RCS Paris 123\u00a0456\u00a0782");
    expect(shown("fr", "publisher", "vatNumber")).toBe("FR11123456782");
    expect(shown("fr", "publisher", "director")).toBe("Claire Dubois");
    expect(shown("fr", "host", "name")).toBe("Hébergeur Exemple SAS");
    expect(shown("fr", "host", "address")).toBe("2 rue Kellermann, 59100\u00a0Roubaix, France");
    const hostPhone = screen.getByRole("link", { name: "+33 9 72 10 10 07" });
    expect(hostPhone).toHaveAttribute("href", "tel:+33972101007");
  });

  it("names the country and writes the capital in English", () => {
    render(<LegalNotice lng="en" notice={parseContent(legalCollection, filled)} />);
    expect(shown("en", "publisher", "shareCapital")).toBe("€25,000");
    expect(shown("en", "publisher", "registeredOffice")).toBe(
      "12 rue de la Paix, 75002\u00a0Paris, France",
    );
  });

  it("as shipped, shows the company's name and contacts, and leaves out every unknown fact", () => {
    render(<LegalNotice lng="en" notice={shipped} />);
    expect(shown("en", "publisher", "name")).toBe(settings.companyName);
    expect(screen.getByRole("link", { name: settings.email })).toHaveAttribute(
      "href",
      `mailto:${settings.email}`,
    );
    expect(screen.getByRole("link", { name: settings.phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+\d+$/),
    );
    for (const label of [
      "legalForm",
      "shareCapital",
      "registeredOffice",
      "registration",
      "vatNumber",
      "director",
    ])
      expect(shown("en", "publisher", label), label).toBeNull();
    // No host fact given: no heading with nothing under it.
    expect(screen.queryByRole("region", { name: copy("en", "legal", "host.title") })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      copy("en", "legal", "publisher.title"),
      copy("en", "legal", "privacy.title"),
    ]);
  });

  it("says the site sets no cookie and links to the privacy policy and the terms", () => {
    render(<LegalNotice lng="fr" notice={shipped} />);
    const privacy = screen.getByRole("region", { name: copy("fr", "legal", "privacy.title") });
    expect(privacy).toHaveTextContent("ne dépose aucun cookie");
    expect(
      within(privacy).getByRole("link", { name: /politique de confidentialité/ }),
    ).toHaveAttribute("href", settings.links.privacy);
    expect(within(privacy).getByRole("link", { name: /conditions d’utilisation/ })).toHaveAttribute(
      "href",
      settings.links.terms,
    );
  });
});
