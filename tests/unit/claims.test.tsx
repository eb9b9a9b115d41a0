// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrustMarks } from "../../components/layout/trust-marks.tsx";
import { Testimonials } from "../../components/sections/home/testimonials.tsx";
import { certifications, type Certification } from "../../lib/content/certifications.ts";
import { partners } from "../../lib/content/partners.ts";
import { createI18n } from "../../lib/i18n/copy.ts";
import { preparedRequest, requestHref } from "../../lib/request-pages.ts";
import { testimonials, type Testimonial } from "../../lib/content/testimonials.ts";
import { copy } from "./render.tsx";

/**
 * What the site claims about itself is shown only once the company stands behind it: approved
 * testimonials, filled-in certificates. The real components, with the real copy and data.
 */
describe("testimonials on the home page", () => {
  const [claire, marcus] = testimonials() as [Testimonial, Testimonial];

  it("shows an approved entry, with its author and organisation, and not an unapproved one", () => {
    const approved = {
      ...claire,
      organisation: "Laboratoires Exemple",
      source: "E-mail of 3 March 2026",
      approved: true,
    };
    render(<Testimonials lng="fr" testimonials={[approved, marcus]} />);
    const section = screen.getByRole("region", { name: copy("fr", "home", "testimonials.title") });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    // French quotation marks around a French quote, with their narrow no-break spaces.
    expect(items[0]!.querySelector("blockquote")!.textContent).toBe(
      `«\u202f${copy("fr", "home", "testimonials.items.claire.quote")}\u202f»`,
    );
    expect(items[0]).toHaveTextContent(copy("fr", "home", "testimonials.items.claire.role"));
    expect(items[0]).toHaveTextContent("Claire Dubois");
    expect(items[0]).toHaveTextContent("Laboratoires Exemple");
    expect(section).not.toHaveTextContent("Marcus Webb");
  });

  it("leaves the section out when no entry is approved (as shipped)", () => {
    const { container } = render(<Testimonials lng="en" testimonials={testimonials()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("certifications and partners in the footer", () => {
  const [iso13485, iso27001, hds] = certifications() as [
    Certification,
    Certification,
    Certification,
  ];

  it("shows only certificates with a certifier, a number and a scope, in words", () => {
    const filled = {
      ...hds,
      hostingProvider: "Hébergeur SAS",
      certifier: "Organisme Certificateur",
      certificateNumber: "HDS-2026-042",
      scope: "Hébergement de données de santé",
      link: "https://certifier.example/hds-2026-042",
    };
    const partial = { ...iso27001, certifier: "Someone", certificateNumber: "27-1" };
    render(<TrustMarks lng="en" certifications={[iso13485, partial, filled]} partners={[]} />);
    const footer = screen.getByRole("region", {
      name: copy("en", "footer", "trust.titles.certifications"),
    });
    expect(within(footer).getAllByRole("listitem")).toHaveLength(1);
    expect(footer).toHaveTextContent(
      "HDS, held by our hosting provider, Hébergeur SAS: certificate HDS-2026-042 issued by Organisme Certificateur. Scope: Hébergement de données de santé",
    );
    expect(within(footer).getByRole("link", { name: /HDS-2026-042/ })).toHaveAttribute(
      "href",
      "https://certifier.example/hds-2026-042",
    );
    expect(footer).not.toHaveTextContent("ISO 13485");
    expect(footer).not.toHaveTextContent("ISO 27001");
  });

  it("names partners as they name themselves, in French too, and no certificate as shipped", () => {
    render(<TrustMarks lng="fr" certifications={certifications()} partners={partners()} />);
    const badges = screen.getAllByRole("img");
    expect(badges.map((badge) => badge.getAttribute("aria-label"))).toEqual([
      "Partenaire\u00a0: Skin Lab Network, réseau de laboratoires indépendants d’évaluation cutanée",
      "Partenaire\u00a0: Dermatology Research Clinic, centre universitaire de recherche en dermatologie",
    ]);
  });

  it("states the GDPR role in words, with a way to ask the rest, when nothing else is shown", () => {
    render(<TrustMarks lng="en" certifications={certifications()} partners={[]} />);
    const section = screen.getByRole("region", {
      name: copy("en", "footer", "trust.titles.dataProtection"),
    });
    expect(within(section).queryAllByRole("listitem")).toHaveLength(0);
    expect(section).toHaveTextContent("GDPR: for study data, we act as your processor");
    const ask = within(section).getByRole("link", { name: "Ask us" });
    // The request's own page, whose form holds the question (lib/request-pages.ts).
    expect(ask).toHaveAttribute("href", requestHref("en", "data-protection"));
    expect(preparedRequest(createI18n("en"), "en", "data-protection")).toEqual({
      topic: "security",
      message: copy("en", "footer", "trust.dataProtectionMessage"),
    });
  });
});
